extension Trace {
    /// Whether the trace records its content's height for every phone that plays it (traces
    /// written before `.content` inputs existed do not; nor does one recorded with one phone
    /// for a second, whose content is laid out by its own style).
    package func recordsContent(phones: Int) -> Bool {
        var recorded = Set<Int>()
        for entry in entries {
            guard case .content = entry.input else { continue }
            recorded.insert(entry.phone ?? 1)
        }
        return recorded.isSuperset(of: 1...phones)
    }

    /// The content heights the trace opens with (its `.content` inputs at time 0, before any
    /// other input), by phone (1, and 2 with `--compare`), each with its line in the file.
    package func openingContent() -> [Int: (height: Double, line: Int)] {
        var opening: [Int: (height: Double, line: Int)] = [:]
        for (index, entry) in entries.enumerated() {
            guard entry.time == 0, case .content(let height) = entry.input else { break }
            // The header is line 1, so entry `index` is on line `index + 2`.
            for phone in entry.phone.map({ [$0] }) ?? [1, 2] {
                opening[phone] = (height, index + 2)
            }
        }
        return opening
    }

    /// The trace with `.content` inputs where a window records them: each phone's content at
    /// time 0, then again after any input that changes how it is laid out (a resize, a
    /// segment, new constants), for one phone on the trace's own constants. `measure` lays
    /// out phone 1's content: SheetCore has no fonts. A trace that already records its
    /// content is returned as it is.
    package func measuringContent(_ measure: (SheetMachine, Int) -> Double) -> Trace {
        measuringContent(phones: [configuration], measure)
    }

    /// The trace with `.content` inputs for each of `phones` (each phone's constants, in the
    /// trace's window): `measure` lays out phone `n`'s content (1-based), each tagged with
    /// its phone when there is more than one.
    package func measuringContent(
        phones configurations: [Configuration], _ measure: (SheetMachine, Int) -> Double
    ) -> Trace {
        guard !recordsContent(phones: configurations.count) else { return self }
        let tagged = configurations.count > 1
        var machines = configurations.map {
            SheetMachine(configuration: $0, window: configuration.constants.window, time: 0)
        }
        var result: [TraceEntry] = []
        result.reserveCapacity(entries.count + configurations.count)
        func remeasure(at time: Double, always: Bool = false) {
            for index in machines.indices {
                let height = measure(machines[index], index + 1)
                guard always || height != machines[index].contentHeight else { continue }
                machines[index].handle(.content(height), at: time)
                result.append(
                    TraceEntry(time: time, input: .content(height), phone: tagged ? index + 1 : nil)
                )
            }
        }
        remeasure(at: 0, always: true)
        for entry in entries {
            // What it held before is measured again, for each phone that plays it.
            if case .content = entry.input { continue }
            for index in machines.indices { machines[index].handle(entry.input, at: entry.time) }
            result.append(entry)
            remeasure(at: entry.time)
        }
        var trace = self
        trace.entries = result
        return trace
    }
}
