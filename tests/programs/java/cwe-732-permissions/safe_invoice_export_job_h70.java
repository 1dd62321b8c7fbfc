// A invoice export job program of the h70 set (cwe-732-permissions).
package ca.northernmounts.accounts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.quartz.DisallowConcurrentExecution;
import org.quartz.Job;
import org.quartz.JobExecutionContext;
import org.quartz.JobExecutionException;

@DisallowConcurrentExecution
class InvoiceExportJob implements Job {

    record Client(String name, String email, String address) {}

    record Invoice(String number, Client client, String specimen, BigDecimal amount, LocalDate issued) {
        String csv() {
            return String.join(";", number, client.name(), client.email(),
                    client.address().replace(';', ','), specimen, amount.toPlainString(), issued.toString());
        }
    }

    interface InvoiceSource {
        List<Invoice> issuedOn(LocalDate day);
    }

    private static final Path EXPORT_ROOT = Path.of("/srv/northernmounts/bookkeeping");

    private static final Map<String, Set<PosixFilePermission>> MODES = Map.of(
            "dir", PosixFilePermissions.fromString("rwxr-x---"),
            "file", PosixFilePermissions.fromString("rw-r-----"));

    static InvoiceSource source;

    @Override
    public void execute(JobExecutionContext context) throws JobExecutionException {
        LocalDate day = LocalDate.now().minusDays(1);
        List<Invoice> invoices = source.issuedOn(day);
        if (invoices.isEmpty()) {
            return;
        }
        try {
            Path monthDir = EXPORT_ROOT.resolve(day.getYear() + "-" + String.format("%02d", day.getMonthValue()));
            if (Files.notExists(monthDir)) {
                Files.createDirectories(monthDir);
                Files.setPosixFilePermissions(monthDir, MODES.get("dir"));
            }
            Path file = monthDir.resolve("invoices-" + day + ".csv");
            String body = invoices.stream()
                    .map(Invoice::csv)
                    .collect(Collectors.joining("\n", "number;client;email;address;specimen;amount;issued\n", "\n"));
            Files.deleteIfExists(file);
            Files.createFile(file, PosixFilePermissions.asFileAttribute(MODES.get("file")));
            Files.writeString(file, body, StandardCharsets.UTF_8);

            BigDecimal total = invoices.stream().map(Invoice::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
            context.setResult(Map.of("file", file.toString(), "count", invoices.size(), "total", total));
        } catch (IOException e) {
            throw new JobExecutionException(new UncheckedIOException(e), false);
        }
    }
}
