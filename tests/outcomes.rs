//! The outcome search (`--outcome-only`) on published outcomes: Domineering's boards and MCGS's
//! Clobber checkerboards (`tests/data/outcomes/`, each file's header says where its lines come
//! from). Each winning move it names is checked to win by the search itself: the opponent,
//! moving next, loses.

use cgsolve::Player;
use cgsolve::engine::outcomes::OutcomeSolver;
use cgsolve::games::clobber::Clobber;
use cgsolve::games::common::classic::ClassicGame;
use cgsolve::games::domineering::Domineering;

/// Every line of the table `text` (`POSITION PLAYER wins|loses`, `#` lines skipped) answered by
/// the outcome search of `G`.
fn check_table<G: ClassicGame>(text: &str) {
    let mut solver = OutcomeSolver::new(G::default());
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [position, player, result] = words[..] else {
            panic!("a line of three words: {line}");
        };
        let p = G::read(position.as_bytes(), 1, 1).unwrap();
        let player = match player {
            "Left" => Player::Left,
            "Right" => Player::Right,
            other => panic!("a player: {other}"),
        };
        let wins = match result {
            "wins" => true,
            "loses" => false,
            other => panic!("wins or loses: {other}"),
        };
        let winning = solver.winning_move(&p, player).unwrap();
        assert_eq!(winning.is_some(), wins, "{line}");
        if let Some((_, next)) = winning {
            let reply = solver.winning_move(&next, player.opponent()).unwrap();
            assert!(reply.is_none(), "{line}: the move named wins");
        }
        checked += 1;
    }
    assert!(checked >= 10);
}

#[test]
fn domineering_outcomes_as_published() {
    check_table::<Domineering>(include_str!("data/outcomes/domineering.txt"));
}

#[test]
fn clobber_checkerboards_as_mcgs_settled_them() {
    check_table::<Clobber>(include_str!("data/outcomes/clobber_mcgs.txt"));
}
