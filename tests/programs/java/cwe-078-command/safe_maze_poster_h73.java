// A maze poster program of the h73 set (cwe-078-command).
package farm.maizequest.tools;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "maze-poster", mixinStandardHelpOptions = true,
        description = "Annotates maze map images listed in a plots CSV (plot;title;colour).")
public class MazePosterCommand implements Callable<Integer> {

    @Parameters(index = "0", description = "plots CSV submitted by the franchise farms")
    Path plotsCsv;

    @Option(names = "--maps", description = "directory with <plot>.png files", defaultValue = "maps")
    Path mapsDir;

    @Option(names = "--out", description = "output directory", defaultValue = "posters")
    Path outDir;

    public static void main(String[] args) {
        System.exit(new CommandLine(new MazePosterCommand()).execute(args));
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        Files.createDirectories(outDir);
        List<String[]> rows = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(plotsCsv, StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                rows.add(line.split(";", 3));
            }
        }

        int failures = 0;
        for (String[] row : rows) {
            if (row.length < 3) {
                System.err.println("skipping malformed row: " + String.join(";", row));
                continue;
            }
            String plot = row[0].strip().toLowerCase(Locale.ROOT);
            String title = row[1].strip();
            String colour = row[2].strip();

            if (!plot.matches("[a-z0-9-]{1,32}")) {
                System.err.println("bad plot id: " + plot);
                failures++;
                continue;
            }
            if (title.startsWith("@") || title.chars().anyMatch(Character::isISOControl)
                    || !colour.matches("|#[0-9a-fA-F]{6}|[a-z]{3,20}")) {
                System.err.println("title has forbidden characters: " + plot);
                failures++;
                continue;
            }

            Path source = mapsDir.resolve(plot + ".png");
            Path target = outDir.resolve(plot + "-poster.png");
            List<String> cmd = List.of(
                    "convert", source.toString(), "-gravity", "north", "-pointsize", "64",
                    "-fill", colour.isEmpty() ? "#2f4f1f" : colour,
                    "-annotate", "+0+40", title, target.toString());

            ProcessBuilder pb = new ProcessBuilder(cmd);
            pb.inheritIO();
            Process p = pb.start();
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                System.err.println("convert failed for " + plot);
                failures++;
            }
        }
        System.out.printf("%d posters written, %d failures%n", rows.size() - failures, failures);
        return failures == 0 ? 0 : 1;
    }
}
