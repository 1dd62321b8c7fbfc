// Runs a maintenance script line through bash
import java.io.IOException;

class ScriptRunner {
    Process run(String line) throws IOException {
        ProcessBuilder builder = new ProcessBuilder();
        builder.command("bash", "-c", line);
        return builder.start();
    }
}
