extension SheetConstants {
    /// The constants with every height in points measured from the screen's bottom edge: on
    /// a `--device`, SheetLab measures them above the bottom safe area (as UIKit does), and
    /// the exports for platforms that measure from the edge add it back so the sheet rests
    /// where it was tuned. Unchanged without a device.
    package var heightsFromTheScreensEdge: SheetConstants {
        // What SheetLab's heights stand on (`detentBaseline`): 0 unless UIKit's sheet on a device.
        let inset = detentBaseline
        guard inset > 0 else { return self }
        var moved = self
        moved.defaultHeight += inset
        moved.dismissHeight = dismissLineOnScreen
        moved.detents = detents?.map { spec in
            guard case .points(let points) = spec.value else { return spec }
            return DetentSpec(name: spec.name, value: .points(points + inset))
        }
        return moved
    }
}

extension SheetConstants {
    /// `heightsFromTheScreensEdge` undone: the heights in points measured above the detent
    /// baseline again, as SheetLab runs them (the dismiss line is left as it is).
    package var heightsAboveTheBaseline: SheetConstants {
        let inset = detentBaseline
        guard inset > 0 else { return self }
        var moved = self
        moved.defaultHeight -= inset
        moved.detents = detents?.map { spec in
            guard case .points(let points) = spec.value else { return spec }
            return DetentSpec(name: spec.name, value: .points(points - inset))
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
