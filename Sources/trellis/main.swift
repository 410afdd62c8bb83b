import Foundation
import TrellisSolver

exit(CommandLine.run(Array(CommandLine.arguments.dropFirst())))
