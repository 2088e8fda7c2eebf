/// Where a run's configuration is split on its way to the machine and the layout: the
/// machine gets the sheet's constants, what the sheet shows and where a press presents it;
/// the layout gets the page's image and chrome. Neither sees the run's other options.
extension SheetMachine {
    /// A machine for `configuration`'s sheet, its body and page (see `init(constants:...)`).
    package init(
        configuration: Configuration, window: Size? = nil, time: Double = 0,
        contentHeight: Double = 0
    ) {
        self.init(
            constants: configuration.constants, body: configuration.run.sheetBody,
            pageButton: configuration.run.page.button, window: window, time: time,
            contentHeight: contentHeight)
    }
}

extension Layout {
    /// A layout drawing `configuration`'s page (its image and chrome) with `measurer`'s fonts.
    package convenience init(measurer: any TextMeasurer, configuration: Configuration) {
        self.init(measurer: measurer, page: configuration.run.page)
    }

    /// How tall `configuration`'s sheet content is in `window` (see
    /// `contentHeight(of:body:window:)`).
    package func contentHeight(of configuration: Configuration, window: Size) -> Double {
        contentHeight(
            of: configuration.constants, body: configuration.run.sheetBody, window: window)
    }
}

extension Configuration {
    /// The chosen style set from the constants, showing the run's body.
    package var sheetStyle: SheetStyle { constants.style.behavior(constants, body: run.sheetBody) }
}
