export { CAPTCHA_TTL_MS, createAltchaCaptcha, type AltchaOptions, type CaptchaProvider } from './altcha.js';
