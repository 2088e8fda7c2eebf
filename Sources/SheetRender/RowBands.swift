import CSDL2
import SheetCore

/// Bands of whole window rows, top to bottom, none touching another: what a frame redraws
/// and presents. At most `capacity` bands: beyond that the two closest are joined (drawing a
/// few rows more costs less than drawing every item once more for one more band).
package struct RowBands: Equatable, Sendable {
    /// How many bands are kept apart at most.
    package static let capacity = 4
    /// Rows closer than this are drawn as one band: each band draws every item that reaches
    /// it again, which costs more than a few rows.
    package static let joinGap: Int32 = 16
    /// The bands, as half-open row ranges, top first.
    package private(set) var bands: [Range<Int32>] = []

    /// No bands.
    package init() { bands.reserveCapacity(Self.capacity + 1) }

    /// Whether no row changed.
    package var isEmpty: Bool { bands.isEmpty }

    /// How many rows the bands hold.
    package var rows: Int32 { bands.reduce(0) { $0 + Int32($1.count) } }

    /// Drops every band, keeping the storage.
    package mutating func removeAll() { bands.removeAll(keepingCapacity: true) }

    /// Holds the bands `other` holds, in its own storage (an assignment would share the
    /// other's, and the next change would allocate a copy).
    package mutating func set(to other: RowBands) {
        bands.removeAll(keepingCapacity: true)
        bands.append(contentsOf: other.bands)
    }

    /// Takes rows `rows` out of the bands (splitting one they cut through; past `capacity`
    /// bands the two closest are joined again, taking back some of those rows).
    package mutating func remove(_ rows: Range<Int32>) {
        guard !rows.isEmpty else { return }
        var index = 0
        while index < bands.count {
            let band = bands[index]
            guard band.overlaps(rows) else {
                index += 1
                continue
            }
            bands.remove(at: index)
            if band.lowerBound < rows.lowerBound {
                bands.insert(band.lowerBound..<rows.lowerBound, at: index)
                index += 1
            }
            if rows.upperBound < band.upperBound {
                bands.insert(rows.upperBound..<band.upperBound, at: index)
                index += 1
            }
        }
        while bands.count > Self.capacity { joinClosest() }
    }

    /// Adds rows `top..<bottom`, cut to `0..<limit`, joining the bands they reach or come
    /// within `joinGap` of.
    package mutating func add(_ top: Int32, _ bottom: Int32, limit: Int32) {
        var low = max(top, 0)
        var high = min(bottom, limit)
        guard low < high else { return }
        var index = 0
        while index < bands.count {
            let band = bands[index]
            if band.lowerBound <= high &+ Self.joinGap && low <= band.upperBound &+ Self.joinGap {
                low = min(low, band.lowerBound)
                high = max(high, band.upperBound)
                bands.remove(at: index)
            } else {
                index += 1
            }
        }
        var at = 0
        while at < bands.count, bands[at].lowerBound < low { at += 1 }
        bands.insert(low..<high, at: at)
        if bands.count > Self.capacity { joinClosest() }
    }

    /// Joins the two neighbours with the smallest gap between them.
    private mutating func joinClosest() {
        var closest = 0
        for index in 1..<(bands.count - 1)
        where bands[index + 1].lowerBound - bands[index].upperBound
            < bands[closest + 1].lowerBound - bands[closest].upperBound
        {
            closest = index
        }
        bands[closest] = bands[closest].lowerBound..<bands[closest + 1].upperBound
        bands.remove(at: closest + 1)
    }
}
