// Unseen set h59: hive inspection import
package org.apiarynet.inspections;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

class InspectionBundleExtractor {
    List<Path> extract(InputStream bundle, Path destination) throws IOException {
        List<Path> written = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(bundle)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                if (entry.isDirectory()) {
                    continue;
                }
                Path target = destination.resolve(entry.getName());
                Files.createDirectories(target.getParent());
                Files.copy(zip, target, StandardCopyOption.REPLACE_EXISTING);
                written.add(target);
            }
        }
        return written;
    }
}

class InspectionImportService {
    private final InspectionBundleExtractor extractor;

    InspectionImportService(InspectionBundleExtractor extractor) {
        this.extractor = extractor;
    }

    /** Imports a field-app bundle (CSV inspection sheets plus brood-frame photos) and counts the sheets. */
    int importBundle(Path bundle, Path inbox) throws IOException {
        Path destination = inbox.toAbsolutePath().normalize();
        Files.createDirectories(destination);
        try (InputStream in = Files.newInputStream(bundle)) {
            List<Path> files = extractor.extract(in, destination);
            return (int) files.stream().filter(p -> p.toString().endsWith(".csv")).count();
        }
    }
}

@Command(name = "import-inspections", mixinStandardHelpOptions = true,
        description = "Unpacks hive inspection bundles uploaded by beekeepers from the field app.")
class ImportInspectionsCommand implements Callable<Integer> {
    @Option(names = {"-b", "--bundle"}, required = true, description = "Zip bundle received from the field app")
    Path bundle;

    @Option(names = {"-d", "--inbox"}, defaultValue = "/srv/apiary/inbox", description = "Directory for unpacked sheets")
    Path inbox;

    @Override
    public Integer call() throws IOException {
        InspectionImportService service = new InspectionImportService(new InspectionBundleExtractor());
        int sheets = service.importBundle(bundle, inbox);
        System.out.printf("imported %d inspection sheet(s) from %s%n", sheets, bundle.getFileName());
        return sheets > 0 ? 0 : 2;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ImportInspectionsCommand()).execute(args));
    }
}
