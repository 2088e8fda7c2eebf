extension SheetConstants {
    /// The constants with every height in points measured from the screen's bottom edge: on
    /// a `--device`, SheetLab measures them above the bottom safe area (as UIKit does), and
    /// the exports for platforms that measure from the edge add it back so the sheet rests
    /// where it was tuned. Unchanged without a device.
    package var heightsFromTheScreensEdge: SheetConstants {
        // What SheetLab's heights stand on (`detentBaseline`): 0 unless UIKit's sheet on a device.
        guard detentBaseline > 0 else { return self }
        var moved = pointHeightsMoved(by: detentBaseline)
        moved.dismissHeight = dismissLineOnScreen
        return moved
    }

    /// `heightsFromTheScreensEdge` undone: the heights in points measured above the detent
    /// baseline again, as SheetLab runs them (the dismiss line is left as it is).
    package var heightsAboveTheBaseline: SheetConstants {
        pointHeightsMoved(by: -detentBaseline)
    }

    /// The default height and every detent in points moved up by `delta` (none without a
    /// baseline to move by).
    private func pointHeightsMoved(by delta: Double) -> SheetConstants {
        guard delta != 0 else { return self }
        var moved = self
        moved.defaultHeight += delta
        moved.detents = detents?.map { spec in
            guard case .points(let points) = spec.value else { return spec }
            return DetentSpec(name: spec.name, value: .points(points + delta))
        }
        return moved
    }
}

extension Configuration {
    /// The configuration with its constants' heights measured from the screen's bottom edge
    /// (`SheetConstants.heightsFromTheScreensEdge`).
    package var heightsFromTheScreensEdge: Configuration {
        var moved = self
        moved.constants = constants.heightsFromTheScreensEdge
        return moved
    }
}
