import Foundation
import TrellisCommandLine

exit(CommandLine.run(Array(CommandLine.arguments.dropFirst())))
