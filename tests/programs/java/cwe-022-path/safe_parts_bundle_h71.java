// A parts bundle program of the h71 set (cwe-022-path).
package works.escapement.catalogue.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "import-parts", mixinStandardHelpOptions = true,
        description = "Unpacks a supplier parts bundle (drawings, spec sheets) into the movement catalogue.")
class ImportPartsCommand implements Callable<Integer> {

    private static final List<String> IGNORED_SUFFIXES = List.of(".DS_Store", "Thumbs.db", ".tmp");

    @Parameters(index = "0", description = "Bundle zip as delivered by the supplier")
    Path bundle;

    @Option(names = "--catalogue", defaultValue = "/var/lib/escapement/catalogue",
            description = "Catalogue root (default: ${DEFAULT-VALUE})")
    Path catalogue;

    @Option(names = "--dry-run", description = "List what would be written")
    boolean dryRun;

    @Override
    public Integer call() throws IOException {
        Path root = catalogue.toAbsolutePath().normalize();
        int written = 0;
        int skipped = 0;

        try (InputStream raw = Files.newInputStream(bundle);
             ZipInputStream zin = new ZipInputStream(raw)) {
            entries:
            for (ZipEntry entry = zin.getNextEntry(); entry != null; entry = zin.getNextEntry()) {
                if (entry.isDirectory()) {
                    continue;
                }
                String name = entry.getName();
                for (String suffix : IGNORED_SUFFIXES) {
                    if (name.endsWith(suffix)) {
                        skipped++;
                        continue entries;
                    }
                }

                Path target = inside(root, name).orElse(null);
                if (target == null) {
                    System.err.println("skipping entry outside the catalogue: " + name);
                    skipped++;
                    continue entries;
                }

                if (dryRun) {
                    System.out.println("would write " + target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                Files.copy(zin, target, StandardCopyOption.REPLACE_EXISTING);
                written++;
            }
        }

        System.out.printf("%s: %d files written, %d skipped%n", bundle.getFileName(), written, skipped);
        return 0;
    }

    static Optional<Path> inside(Path root, String entryName) {
        Path candidate = root.resolve(entryName).normalize();
        return candidate.startsWith(root) && !candidate.equals(root)
                ? Optional.of(candidate)
                : Optional.empty();
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ImportPartsCommand()).execute(args));
    }
}
