/// A font face and size, in points.
package struct Font: Hashable, Sendable {
    /// Regular or bold: the two faces SheetLab ships.
    package enum Weight: Hashable, Sendable { case regular, bold }
    /// Which face.
    package var weight: Weight
    /// Size in points; the font opens at size × pixel density pixels.
    package var size: Double
    /// The face `weight` at `size` points.
    package init(_ weight: Weight, _ size: Double) {
        self.weight = weight
        self.size = size
    }
}
