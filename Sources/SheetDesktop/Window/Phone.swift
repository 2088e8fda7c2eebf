import SheetCore

/// One phone in the window: its machine, the layout that draws it, its HUD, and its number in
/// `--compare`'s events (nil alone). The app treats one phone and two alike.
struct Phone {
    var machine: SheetMachine
    let layout: Layout
    /// The run's configuration the phone was made with: its options and given flags. The
    /// constants that run now are the machine's (the panel retunes them).
    let options: Configuration
    var hud = HUDState()
    /// 1 or 2 with `--compare`; nil when it is the only one.
    let number: Int?

    /// What a frame shows of the phone, to tell whether anything changed.
    struct Look: Equatable {
        var height: Double
        var dim: Double
        var highlighted: Bool
        var window: Size
        var controls: [Int]
        var scroll: Double
        var cue: Bool
    }

    var look: Look { Self.look(of: machine) }

    /// What `machine` shows (borrowed: a phone's look is asked for several times a frame, and
    /// reaching it through the phone copied the whole phone each time).
    static func look(of machine: borrowing SheetMachine) -> Look {
        Look(
            height: machine.height, dim: machine.dimAlpha, highlighted: machine.isButtonHighlighted,
            window: machine.window, controls: machine.controls, scroll: machine.scrollOffset,
            cue: machine.releaseWouldDismiss)
    }

    /// What runs now: the machine's constants in the phone's run (what E exports, what the
    /// panel opens on).
    var configuration: Configuration {
        var configuration = options
        configuration.constants = machine.constants
        return configuration
    }

    /// The `.content` input the machine needs: its content laid out now is another height
    /// than it was told (a new width, segment or style); nil when it is the same.
    func contentChange() -> Input? {
        let height = layout.contentHeight(for: machine)
        return height == machine.contentHeight ? nil : .content(height)
    }

    /// Hands the machine's new events to the HUD and the log.
    mutating func drainEvents(into log: EventLog, at time: Double) {
        for event in machine.drainEvents() {
            hud.note(event)
            log.write(event, at: time, phone: number)
        }
    }
}

extension [Phone] {
    /// The HUDs turn red where the two phones' last decisions differ.
    mutating func markDifference() {
        guard count > 1 else { return }
        let differs = self[0].hud.lastTarget != self[1].hud.lastTarget
        for index in indices { self[index].hud.differs = differs }
    }

    /// Whether any phone's sheet moves.
    var anyMoving: Bool { contains { $0.machine.isMoving } }
}
