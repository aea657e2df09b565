//! Pictures as SVG text, for every front end that shows one (Jupyter, a page, a file).

use crate::theory::canonical::Thermograph;
use crate::theory::dyadic::Dyadic;
use num_traits::ToPrimitive;
use std::fmt::Write;

const WIDTH: f64 = 360.0;
const HEIGHT: f64 = 240.0;
const MARGIN: f64 = 36.0;

fn approx(x: &Dyadic) -> f64 {
    x.numerator().to_f64().unwrap_or(f64::NAN) / 2f64.powi(x.exponent().min(1000) as i32)
}

/// The thermograph drawn as CGSuite orients it: values decrease to the right (Left's side is
/// the left), temperature rises upwards; each wall from `t = -1` to above the temperature,
/// the axes `t = 0` and value 0 in grey, the temperature and the mast's value marked.
///
/// ```
/// use cgsolve::theory::canonical::Arena;
/// use cgsolve::report::svg::thermograph_svg;
/// let mut a = Arena::new();
/// let g = a.parse_game("{2|-1}").unwrap();
/// let svg = thermograph_svg(&a.thermograph(g));
/// assert!(svg.starts_with("<svg") && svg.contains("temperature 3/2") && svg.contains("mean 1/2"));
/// ```
pub fn thermograph_svg(t: &Thermograph) -> String {
    let temperature = t.temperature();
    let top = approx(&temperature).max(0.0) + 1.0;
    let walls = [t.left_wall.points(), t.right_wall.points()];
    let values: Vec<f64> = walls
        .iter()
        .flat_map(|w| w.iter().map(|(_, v)| approx(v)))
        .chain([0.0])
        .collect();
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min) - 1.0;
    let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max) + 1.0;
    let scale_x = (WIDTH - 2.0 * MARGIN) / (hi - lo);
    let scale_y = (HEIGHT - 2.0 * MARGIN) / (top + 1.0);
    // Left's values (the larger) to the left.
    let x = |v: f64| MARGIN + (hi - v) * scale_x;
    let y = |temp: f64| HEIGHT - MARGIN - (temp + 1.0) * scale_y;
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
         viewBox=\"0 0 {WIDTH} {HEIGHT}\" font-family=\"sans-serif\" font-size=\"11\">\
         <title>{t}</title>"
    );
    let _ = write!(
        svg,
        "<line x1=\"{MARGIN}\" y1=\"{y0:.2}\" x2=\"{x2}\" y2=\"{y0:.2}\" stroke=\"#bbb\"/>\
         <line x1=\"{x0:.2}\" y1=\"{MARGIN}\" x2=\"{x0:.2}\" y2=\"{y2}\" stroke=\"#bbb\"/>\
         <text x=\"{x0:.2}\" y=\"{yl}\" text-anchor=\"middle\" fill=\"#888\">0</text>\
         <text x=\"{xl}\" y=\"{y0:.2}\" fill=\"#888\">t = 0</text>",
        y0 = y(0.0),
        x2 = WIDTH - MARGIN,
        x0 = x(0.0),
        y2 = HEIGHT - MARGIN,
        yl = HEIGHT - MARGIN + 14.0,
        xl = WIDTH - MARGIN + 2.0,
    );
    for (wall, colour) in walls.iter().zip(["#1f4fd1", "#c8281e"]) {
        let mut points: Vec<(f64, f64)> =
            wall.iter().map(|(t, v)| (approx(v), approx(t))).collect();
        let last = points.last().map_or(0.0, |p| p.0);
        points.push((last, top));
        let path: Vec<String> = points
            .iter()
            .map(|&(v, temp)| format!("{:.2},{:.2}", x(v), y(temp)))
            .collect();
        let _ = write!(
            svg,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>",
            path.join(" ")
        );
    }
    let mast = t.mast();
    let _ = write!(
        svg,
        "<line x1=\"{MARGIN}\" y1=\"{yt:.2}\" x2=\"{x2}\" y2=\"{yt:.2}\" stroke=\"#888\" \
         stroke-dasharray=\"4 3\"/>\
         <text x=\"{MARGIN}\" y=\"{ytl:.2}\" fill=\"#444\">temperature {temperature}</text>\
         <text x=\"{xm:.2}\" y=\"{ym}\" text-anchor=\"middle\" fill=\"#444\">mean {mast}</text>\
         </svg>",
        yt = y(approx(&temperature)),
        x2 = WIDTH - MARGIN,
        ytl = y(approx(&temperature)) - 4.0,
        xm = x(approx(&mast)),
        ym = MARGIN - 8.0,
    );
    svg
}
