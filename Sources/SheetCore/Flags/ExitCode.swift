/// How the process ends (sysexits.h): every error knows its code, and `--help` lists them
/// all with what they mean. Every way out of the program is one of these.
package enum ExitCode: Equatable, CaseIterable, Sendable {
    /// Everything went as asked.
    case success
    /// EX_USAGE: a flag, its value or a combination; plot's arguments.
    case usage
    /// EX_DATAERR: a file's content is wrong.
    case dataError
    /// EX_NOINPUT: an input file cannot be read.
    case noInput
    /// EX_UNAVAILABLE: no display, or it went away.
    case unavailable
    /// EX_SOFTWARE: an internal failure, or memory ran out.
    case software
    /// EX_CANTCREAT: an output cannot be created.
    case cannotCreate
    /// EX_IOERR: standard output cannot be written.
    case ioError
    /// 128 + the signal's number: a signal stopped the run (a headless replay, a plot, a
    /// replay writing outputs), which ends as a process killed by it would, what it made
    /// incomplete.
    case signal(Int32)

    /// The codes `--help` lists (a signal's is 128 + its number, as for any program).
    package static let allCases: [ExitCode] = [
        .success, .usage, .dataError, .noInput, .unavailable, .software, .cannotCreate, .ioError,
    ]

    /// The process's exit status.
    package var rawValue: Int32 {
        switch self {
        case .success: 0
        case .usage: 64
        case .dataError: 65
        case .noInput: 66
        case .unavailable: 69
        case .software: 70
        case .cannotCreate: 73
        case .ioError: 74
        case .signal(let number): 128 + number
        }
    }

    /// What the code means, as `--help` says it.
    package var meaning: String {
        switch self {
        case .signal(let number): return "stopped by signal \(number)"
        case .success: return "done"
        case .usage:
            return "bad command line (a flag, its value or a combination; plot's arguments)"
        case .dataError:
            return "bad data: a "
                + "\(flag: .config), \(flag: .content) or \(flag: .compare) file, a trace "
                + "(\(flag: .replay), plot), "
                + "or an image (\(flag: .pageImage), \(flag: .sheetImage)) that is corrupt or "
                + "beyond its limits"
        case .noInput: return "an input file cannot be read (missing, a directory, a FIFO)"
        case .unavailable:
            return "no display (set DISPLAY, WAYLAND_DISPLAY or SDL_VIDEODRIVER), the display or "
                + "the window went away under the app, or no ffmpeg for \(flag: .video)"
        case .software:
            return "internal error (an offscreen renderer or a drawing failed), memory ran out, "
                + "or ffmpeg failed (\(flag: .video))"
        case .cannotCreate:
            return "an output cannot be created: an export, \(flag: .frames), or an existing "
                + "\(flag: .record), "
                + "\(flag: .filmstrip), \(flag: .video) or plot --out file (never replaced)"
        case .ioError: return "standard output cannot be written (--help > /dev/full)"
        }
    }
}

/// An error that knows the process exit code it should end with.
package protocol ExitCodeError: Error, CustomStringConvertible {
    /// How the process ends for it.
    var exitCode: ExitCode { get }
}
