/** mortgage: the market remote's mortgage calculator, loaded at run time, with its stand-in when the market is down. */
export { MortgageSlot, type MortgageCalculatorProps } from './mortgage-slot';
