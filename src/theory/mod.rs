//! Values and laws of combinatorial game theory: no input, output or search here.

pub mod canonical;
pub mod dicot;
pub mod dyadic;
pub mod loopy;
pub mod misere;
pub mod misere_quotient;
pub mod nim_arithmetic;
pub mod nimber;
pub mod outcome;
pub mod sign_expansion;
pub mod smith;
