/** mortgage: the market remote's mortgage calculator, loaded at run time, with its stand-in when the market is down. */
export { MortgageSlot } from './mortgage-slot';
