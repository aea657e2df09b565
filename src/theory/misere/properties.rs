//! The properties CGSuite gives a misère form (tame, restive, extraverted, ...) and its
//! operations on two forms: a distinguisher, links, and subtraction (ONAG ch. 12, Theorems
//! 75 and 76, as CGSuite's `MisereCanonicalGameOps` computes them).

use super::canonical::{Made, MisereArena, MisereId};

/// Why CGSuite refuses an operation on two misère forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereRefusal {
    /// `G Distinguisher G`: equal games have no distinguisher.
    Equal,
    /// `G Link H` when no `X` makes both `G + X` and `H + X` misère P-positions.
    NotLinked,
    /// `G MisereMinus H` when no `X` has `X + H = G`.
    NotSubtractable,
}

impl MisereArena {
    /// Whether `g` is hereditarily tame (CGSuite's `IsTame`).
    pub fn is_tame(&self, g: MisereId) -> bool {
        self.phylum(g).is_hereditarily_tame()
    }

    /// Whether `g` is tame, possibly through reversible moves (`IsGenerallyTame`).
    pub fn is_generally_tame(&self, g: MisereId) -> bool {
        self.phylum(g).is_generally_tame()
    }

    /// Whether `g` is tame or tameable (`IsTameable`).
    pub fn is_tameable(&self, g: MisereId) -> bool {
        self.phylum(g).is_tameable()
    }

    /// Whether `g` is hereditarily restive (`IsRestive`).
    pub fn is_restive(&self, g: MisereId) -> bool {
        self.phylum(g) == super::genus::Phylum::HereditarilyRestive
    }

    /// Whether `g` is restive, possibly through reversible moves (`IsGenerallyRestive`).
    pub fn is_generally_restive(&self, g: MisereId) -> bool {
        self.phylum(g).is_generally_restive()
    }

    /// Whether `g` is restless (`IsRestless`).
    pub fn is_restless(&self, g: MisereId) -> bool {
        self.phylum(g) == super::genus::Phylum::Restless
    }

    /// Whether `g` is half-tame: not generally tame, and `g + g` generally tame of genus `0^0`.
    pub fn is_half_tame(&mut self, g: MisereId) -> Made<bool> {
        if self.is_generally_tame(g) {
            return Ok(false);
        }
        let double = self.add(g, g)?;
        Ok(self.is_generally_tame(double)
            && self.nim_value(double) == 0
            && self.misere_nim_value(double) == 0)
    }

    /// Whether `g` is extraverted: a part of `{g}` (equivalently, each option is a part of `g`).
    pub fn is_extraverted(&mut self, g: MisereId) -> Made<bool> {
        let above = self.construct(vec![g])?;
        Ok(self.subtract(above, g)?.is_some())
    }

    /// Whether `g` is introverted: a part of each of its options; only `*[0]` and `*[1]` are.
    pub fn is_introverted(&self, g: MisereId) -> bool {
        g.0 < 2
    }

    /// Whether `g + x` and `h + x` are misère P-positions for some `x`: neither is an option
    /// of the other (Theorem 76).
    pub fn is_linked(&self, g: MisereId, h: MisereId) -> bool {
        !self.has_option(g, h) && !self.has_option(h, g)
    }

    /// An `x` with `g + x` and `h + x` both misère P-positions, when `g` and `h` are linked.
    pub fn link(&mut self, g: MisereId, h: MisereId) -> Made<Option<MisereId>> {
        if g == MisereId::ZERO && h == MisereId::ZERO {
            return Ok(Some(MisereId::ONE));
        }
        if !self.is_linked(g, h) {
            return Ok(None);
        }
        let mut options = Vec::new();
        for o in self.options(h) {
            options.push(
                self.distinguisher_pn(o, g)?
                    .expect("an option differs from g"),
            );
        }
        for o in self.options(g) {
            options.push(
                self.distinguisher_pn(o, h)?
                    .expect("an option differs from h"),
            );
        }
        Ok(Some(self.construct(options)?))
    }

    /// An `x` with `g + x` and `h + x` of different misère outcomes, `None` when `g = h`.
    fn discriminator(&mut self, g: MisereId, h: MisereId) -> Made<Option<MisereId>> {
        if g == h {
            return Ok(None);
        }
        if (g == MisereId::ZERO && self.is_p_position(h))
            || (h == MisereId::ZERO && self.is_p_position(g))
        {
            return Ok(Some(MisereId::ZERO));
        }
        let key = if g <= h { (g, h) } else { (h, g) };
        if let Some(&d) = self.discriminators.get(&key) {
            return Ok(Some(d));
        }
        let mut found = None;
        for o in self.options(g) {
            if let Some(l) = self.link(h, o)? {
                found = Some(l);
                break;
            }
        }
        if found.is_none() {
            for o in self.options(h) {
                if let Some(l) = self.link(g, o)? {
                    found = Some(l);
                    break;
                }
            }
        }
        // Theorem 75: distinct forms have a discriminator among these links.
        let d = found.expect("distinct misère forms are discriminated by a link");
        self.hold(32)?;
        self.discriminators.insert(key, d);
        Ok(Some(d))
    }

    /// An `x` with `g + x` a misère P-position and `h + x` not, `None` when `g = h`
    /// (CGSuite's `Distinguisher`).
    pub fn distinguisher_pn(&mut self, g: MisereId, h: MisereId) -> Made<Option<MisereId>> {
        let Some(d) = self.discriminator(g, h)? else {
            return Ok(None);
        };
        let sum = self.add(d, g)?;
        if self.is_p_position(sum) {
            return Ok(Some(d));
        }
        let mut options = Vec::new();
        for o in self.options(g) {
            options.push(self.mate(o)?);
        }
        options.push(d);
        Ok(Some(self.construct(options)?))
    }

    /// `g Distinguisher h`, `g Link h` or `g MisereMinus h`, or CGSuite's refusal.
    pub fn binary(
        &mut self,
        op: MisereOperation,
        g: MisereId,
        h: MisereId,
    ) -> Made<Result<MisereAnswer, MisereRefusal>> {
        Ok(match op {
            MisereOperation::Distinguisher => self
                .distinguisher_pn(g, h)?
                .map(MisereAnswer::Game)
                .ok_or(MisereRefusal::Equal),
            MisereOperation::IsLinkedTo => Ok(MisereAnswer::Bool(self.is_linked(g, h))),
            MisereOperation::Link => self
                .link(g, h)?
                .map(MisereAnswer::Game)
                .ok_or(MisereRefusal::NotLinked),
            MisereOperation::MisereMinus => self
                .subtract(g, h)?
                .map(MisereAnswer::Game)
                .ok_or(MisereRefusal::NotSubtractable),
        })
    }
}

/// CGSuite's operations on two misère forms, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereOperation {
    /// `G Distinguisher H`: an `X` with `G + X` a misère P-position and `H + X` not.
    Distinguisher,
    /// `G IsLinkedTo H`: whether some `X` makes `G + X` and `H + X` misère P-positions.
    IsLinkedTo,
    /// `G Link H`: such an `X`.
    Link,
    /// `G MisereMinus H`: the `X` with `X + H = G`.
    MisereMinus,
}

impl MisereOperation {
    /// Every operation, in the order of the docs.
    pub const ALL: [MisereOperation; 4] = [
        MisereOperation::Distinguisher,
        MisereOperation::IsLinkedTo,
        MisereOperation::Link,
        MisereOperation::MisereMinus,
    ];

    /// CGSuite's name.
    pub fn name(self) -> &'static str {
        match self {
            MisereOperation::Distinguisher => "Distinguisher",
            MisereOperation::IsLinkedTo => "IsLinkedTo",
            MisereOperation::Link => "Link",
            MisereOperation::MisereMinus => "MisereMinus",
        }
    }
}

/// What an operation on two forms gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereAnswer {
    /// A form.
    Game(MisereId),
    /// A yes or no.
    Bool(bool),
}
