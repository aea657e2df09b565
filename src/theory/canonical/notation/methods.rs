//! CGSuite's methods on short games and on integers, as `cgsolve value` reads them:
//! `G.Name`, `G.Name(args)`, and `G Name H` for a method of one argument. Names are matched
//! without regard to case; each method gives what CGSuite gives, and refuses what CGSuite
//! refuses (an invalid cooling temperature, a `Pow` base not of the form `{0|H}`, a nim
//! operation on a negative integer), at the column of the game or argument at fault.

use super::super::arena::GameId;
use super::super::compound::Refused;
use super::super::limit::Bound;
use super::parse::{NotationError, Parser, Stop};
use crate::theory::dyadic::Dyadic;
use crate::theory::nim_arithmetic::{MAX_NIM_BITS, nim_inverse, nim_product};
use num_bigint::{BigInt, BigUint};

macro_rules! methods {
    ($($variant:ident $arity:literal $args:literal,)*) => {
        /// A method `cgsolve value` takes, by its CGSuite name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(super) enum Method {
            $($variant,)*
        }

        impl Method {
            const ALL: &[Method] = &[$(Method::$variant,)*];

            /// The method of this name, in any case.
            pub(super) fn named(name: &str) -> Option<Method> {
                Method::ALL.iter().copied().find(|m| m.name().eq_ignore_ascii_case(name))
            }

            /// CGSuite's name.
            fn name(self) -> &'static str {
                match self {
                    $(Method::$variant => stringify!($variant),)*
                }
            }

            /// How many arguments it takes.
            pub(super) fn arity(self) -> usize {
                match self {
                    $(Method::$variant => $arity,)*
                }
            }

            /// How it is called, for a message.
            pub(super) fn usage(self) -> String {
                match self {
                    $(Method::$variant => format!("{}{}", stringify!($variant), $args),)*
                }
            }
        }
    };
}

methods! {
    Cool 1 "(t) with t a number greater than -1",
    Heat 1 "(t)",
    Overheat 2 "(s, t)",
    NortonProduct 1 "(U)",
    ConwayProduct 1 "(H)",
    OrdinalSum 1 "(H)",
    ConjunctiveSum 1 "(H)",
    SelectiveSum 1 "(H)",
    Pow 1 "(x) with x a number",
    PowTo 1 "(x) with x a number",
    Subordinate 1 "(B)",
    Companion 0 "",
    FarStar 0 "",
    Freeze 0 "",
    Mean 0 "",
    Temperature 0 "",
    LeftStop 0 "",
    RightStop 0 "",
    Birthday 0 "",
    AtomicWeight 0 "",
    ReducedCanonicalForm 0 "",
    CanonicalForm 0 "",
    NimSum 1 "(n) on nonnegative integers",
    NimProduct 1 "(n) on nonnegative integers",
    NimDiv 1 "(n) on nonnegative integers, n > 0",
    NimInverse 0 " on a positive integer",
}

impl Method {
    /// Every name, for a message.
    pub(super) fn names() -> String {
        let names: Vec<&str> = Method::ALL.iter().map(|m| m.name()).collect();
        names.join(", ")
    }
}

/// The error at column `at` (0-based) saying what was expected there.
fn at<E>(at: usize, expected: impl Into<String>) -> Stop<E> {
    Stop::Notation(NotationError {
        column: at + 1,
        expected: expected.into(),
    })
}

impl<B: Bound> Parser<'_, B> {
    /// `receiver.method(args)`, each game with the position it was read at.
    pub(super) fn apply(
        &mut self,
        method: Method,
        (g, g_at): (GameId, usize),
        args: &[(GameId, usize)],
    ) -> Result<GameId, Stop<B::Error>> {
        let b = self.b;
        let lim = Stop::Limit;
        let arg = |i: usize| args[i].0;
        Ok(match method {
            Method::Cool => {
                let t = self.number(args[0], "a number to cool by")?;
                if t <= Dyadic::from(-1) {
                    return Err(at(args[0].1, "a cooling temperature greater than -1"));
                }
                self.arena.try_cool(b, g, &t).map_err(lim)?
            }
            Method::Heat => self.arena.try_heat(b, g, arg(0)).map_err(lim)?,
            Method::Overheat => self.arena.try_overheat(b, g, arg(0), arg(1)).map_err(lim)?,
            Method::NortonProduct => self.arena.try_norton_multiply(b, g, arg(0)).map_err(lim)?,
            Method::ConwayProduct => self.arena.try_conway_product(b, g, arg(0)).map_err(lim)?,
            Method::OrdinalSum => self.arena.try_ordinal_sum(b, g, arg(0)).map_err(lim)?,
            Method::ConjunctiveSum => self.arena.try_conjunctive_sum(b, g, arg(0)).map_err(lim)?,
            Method::SelectiveSum => self.arena.try_selective_sum(b, g, arg(0)).map_err(lim)?,
            Method::Pow | Method::PowTo => {
                let x = self.number(args[0], "a number as exponent")?;
                let result = if method == Method::Pow {
                    self.arena.try_pow(b, g, &x)
                } else {
                    self.arena.try_pow_to(b, g, &x)
                };
                match result.map_err(lim)? {
                    Ok(r) => r,
                    Err(Refused::PowBase) => return Err(at(g_at, Refused::PowBase.to_string())),
                    Err(e) => return Err(at(args[0].1, e.to_string())),
                }
            }
            Method::Subordinate => match self.arena.try_subordinate(b, g, arg(0)).map_err(lim)? {
                Ok(r) => r,
                Err(e) => return Err(at(args[0].1, e.to_string())),
            },
            Method::Companion => self.arena.try_companion(b, g).map_err(lim)?,
            Method::FarStar => {
                let n = self.arena.far_star(b, g).map_err(lim)?;
                self.arena.nimber(n)
            }
            // A number is its own freeze (CGSuite), though cooling it by its temperature
            // would add a star.
            Method::Freeze if self.arena.is_number(g) => g,
            Method::Freeze => {
                let t = self.arena.try_temperature(b, g).map_err(lim)?;
                self.arena.try_cool(b, g, &t).map_err(lim)?
            }
            Method::Mean => {
                let x = self.arena.try_mean(b, g).map_err(lim)?;
                self.arena.number(x)
            }
            Method::Temperature => {
                let x = self.arena.try_temperature(b, g).map_err(lim)?;
                self.arena.number(x)
            }
            Method::LeftStop => {
                let x = self.arena.try_left_stop(b, g).map_err(lim)?;
                self.arena.number(x)
            }
            Method::RightStop => {
                let x = self.arena.try_right_stop(b, g).map_err(lim)?;
                self.arena.number(x)
            }
            Method::Birthday => {
                let n = self.arena.try_birthday(b, g).map_err(lim)?;
                self.arena.number(Dyadic::new(BigInt::from(n), 0))
            }
            Method::AtomicWeight => match self.arena.try_atomic_weight(b, g).map_err(lim)? {
                Ok(w) => w,
                Err(e) => return Err(at(g_at, format!("an atomic game ({e})"))),
            },
            Method::ReducedCanonicalForm => {
                self.arena.try_reduced_canonical_form(b, g).map_err(lim)?
            }
            Method::CanonicalForm => g,
            Method::NimSum | Method::NimProduct | Method::NimDiv | Method::NimInverse => {
                let name = method.name();
                let n = self.natural((g, g_at), name, method == Method::NimInverse)?;
                let result = match method {
                    Method::NimSum => n ^ self.natural(args[0], name, false)?,
                    Method::NimProduct => nim_product(&n, &self.natural(args[0], name, false)?),
                    Method::NimDiv => {
                        let d = self.natural(args[0], "NimInverse", true)?;
                        nim_product(&n, &nim_inverse(&d))
                    }
                    _ => nim_inverse(&n),
                };
                self.arena.number(Dyadic::new(BigInt::from(result), 0))
            }
        })
    }

    /// The number `g` is, or the error `expected` at its column.
    fn number(&self, (g, g_at): (GameId, usize), expected: &str) -> Result<Dyadic, Stop<B::Error>> {
        self.arena
            .as_number(g)
            .cloned()
            .ok_or_else(|| at(g_at, expected))
    }

    /// The integer `g` is, when it is one a nim operation takes: nonnegative (positive when
    /// `positive`), below `2^MAX_NIM_BITS`.
    fn natural(
        &self,
        (g, g_at): (GameId, usize),
        method: &str,
        positive: bool,
    ) -> Result<BigUint, Stop<B::Error>> {
        let kind = if positive { "positive" } else { "nonnegative" };
        let refused = || {
            at(
                g_at,
                format!("a {kind} integer ({method} applies only to {kind} integers)"),
            )
        };
        let x = self.arena.as_number(g).ok_or_else(refused)?;
        if !x.is_integer() {
            return Err(refused());
        }
        let n = x.numerator().to_biguint().ok_or_else(refused)?;
        if positive && n == BigUint::ZERO {
            return Err(refused());
        }
        if n.bits() > MAX_NIM_BITS {
            return Err(at(
                g_at,
                format!("an integer below 2^{MAX_NIM_BITS} for {method}"),
            ));
        }
        Ok(n)
    }
}
