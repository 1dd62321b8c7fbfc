// Scheduled job that renders the next shooting day's call sheet to the shared production drive
package film.northlight.production;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;

public class CallSheetPublisher {

    public record CrewCall(String name, String department, String phone, String homeAddress, String callTime) {}

    public interface Schedule {
        List<CrewCall> callsFor(LocalDate day);
    }

    private static final Path OUTPUT_DIR = Path.of("/srv/production/callsheets");
    private static final Set<PosixFilePermission> SHEET_PERMS = PosixFilePermissions.fromString("rw-rw-rw-");

    private static final Function<CrewCall, String> LINE = c ->
            String.join(",", c.callTime(), c.department(), c.name(), c.phone(), c.homeAddress());

    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
    private final Schedule schedule;

    public CallSheetPublisher(Schedule schedule) {
        this.schedule = schedule;
    }

    Path publish(LocalDate day) throws IOException {
        String csv = schedule.callsFor(day).stream()
                .sorted(Comparator.comparing(CrewCall::callTime))
                .map(LINE)
                .collect(Collectors.joining("\n", "call_time,department,name,phone,address\n", "\n"));
        Path target = OUTPUT_DIR.resolve("callsheet-" + day + ".csv");
        Files.writeString(target, csv, StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(target, SHEET_PERMS);
        return target;
    }

    public void start() {
        scheduler.scheduleAtFixedRate(() -> {
            try {
                publish(LocalDate.now().plusDays(1));
            } catch (IOException e) {
                System.err.println("call sheet publish failed: " + e.getMessage());
            }
        }, 0, 6, TimeUnit.HOURS);
    }
}
