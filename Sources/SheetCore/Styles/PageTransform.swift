/// How the page behind is drawn for a sheet height: scaled about its centre, rounded.
package struct PageTransform: Equatable, Sendable {
    /// Scale of the page about its centre (1: full size; `--card-scale` at max).
    package var scale: Double
    /// Radius of the scaled page's corners.
    package var cornerRadius: Double
    /// The page as it is without a sheet: full size, square corners.
    package static let identity = PageTransform(scale: 1, cornerRadius: 0)
}
