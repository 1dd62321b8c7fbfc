// Nightly job that exports household meter readings to CSV for the billing team.
package energy.voltshare.exports;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class MeterExportJob {

    private static final Path EXPORT_DIR = Path.of("/var/voltshare/exports");
    private static final Set<PosixFilePermission> EXPORT_PERMS = PosixFilePermissions.fromString("rw-rw-rw-");

    private static final Function<MeterReading, String> CSV_ROW = r -> String.join(",",
        r.accountNumber(), r.serviceAddress(), r.meterId(), Double.toString(r.kwh()), r.readAt().toString());

    private final MeterReadingRepository readings;

    public MeterExportJob(MeterReadingRepository readings) {
        this.readings = readings;
    }

    @Scheduled(cron = "0 30 1 * * *")
    public void exportYesterday() {
        LocalDate day = LocalDate.now().minusDays(1);
        List<String> lines = new ArrayList<>();
        lines.add("account,address,meter,kwh,read_at");
        readings.forDay(day).stream().map(CSV_ROW).forEach(lines::add);
        write(EXPORT_DIR.resolve("readings-" + day + ".csv"), lines);
    }

    private void write(Path target, List<String> lines) {
        try {
            Files.write(target, lines);
            Files.setPosixFilePermissions(target, EXPORT_PERMS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
