// Writes the monthly staff payroll CSV for the charity's bookkeeping hand-off folder
package org.commonroots.finance.payroll;

import java.io.BufferedWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.YearMonth;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

record PayrollLine(String employeeId, String fullName, String bankAccount, BigDecimal netPay) {}

@Component
class PayrollFileWriter {
    private final Path handoffDir;

    PayrollFileWriter(@Value("${payroll.handoff-dir}") String dir) { this.handoffDir = Path.of(dir); }

    Path write(YearMonth month, List<PayrollLine> lines) throws IOException {
        Path file = handoffDir.resolve("payroll-" + month + ".csv");
        Files.deleteIfExists(file);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        try (BufferedWriter out = Files.newBufferedWriter(file)) {
            out.write("employee_id,full_name,bank_account,net_pay\n");
            for (PayrollLine l : lines) {
                out.write(String.join(",", l.employeeId(), l.fullName(), l.bankAccount(), l.netPay().toPlainString()) + "\n");
            }
        }
        return file;
    }
}

@Service
class PayrollExportService {
    private final JdbcTemplate jdbc;
    private final PayrollFileWriter writer;

    PayrollExportService(JdbcTemplate jdbc, PayrollFileWriter writer) {
        this.jdbc = jdbc;
        this.writer = writer;
    }

    Path export(YearMonth month) throws IOException {
        List<PayrollLine> lines = jdbc.query(
            "SELECT employee_id, full_name, bank_account, net_pay FROM payroll_runs WHERE period = ?",
            (rs, i) -> new PayrollLine(rs.getString(1), rs.getString(2), rs.getString(3), rs.getBigDecimal(4)), month.toString());
        return writer.write(month, lines);
    }
}

@RestController
class PayrollExportController {
    private final PayrollExportService service;

    PayrollExportController(PayrollExportService service) { this.service = service; }

    @PostMapping("/finance/payroll/{month}/export")
    String export(@PathVariable String month) throws IOException {
        return service.export(YearMonth.parse(month)).getFileName().toString();
    }
}
