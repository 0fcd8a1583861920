/** Money is integer fen in the database and a number of yuan with at most two decimals on the wire. */
export { fenToYuan, yuanToFen } from '@hz/contract/common/money';
