// A label print program of the h69 set (cwe-078-command).
package com.hempstrandcordage.labels;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.annotation.RequestScope;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
@RequestScope
class PrintStation {
    private String printer;
    private String operator;

    String getPrinter() { return printer; }
    void setPrinter(String printer) { this.printer = printer; }
    String getOperator() { return operator; }
    void setOperator(String operator) { this.operator = operator; }
}

@Component
class PrintStationFilter extends OncePerRequestFilter {

    private final PrintStation station;

    PrintStationFilter(PrintStation station) {
        this.station = station;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String printer = request.getHeader("X-Station-Printer");
        station.setPrinter(printer == null ? "dock" : printer.trim());
        station.setOperator(request.getRemoteUser());
        chain.doFilter(request, response);
    }
}

record CoilLabel(String coilId, String fibre, int diameterMm, int lengthM) {}

@RestController
class SpoolLabelController {

    private final PrintStation station;

    SpoolLabelController(PrintStation station) {
        this.station = station;
    }

    @PostMapping("/labels/print")
    ResponseEntity<String> print(@RequestBody CoilLabel label) throws IOException, InterruptedException {
        Path zpl = Files.createTempFile("coil-", ".zpl");
        try {
            Files.writeString(zpl, render(label), StandardCharsets.US_ASCII);
            String queue = queueFor(station.getPrinter());
            Process p = new ProcessBuilder("/bin/sh", "-c", "lp -o raw -d " + queue + " " + zpl)
                    .redirectErrorStream(true)
                    .start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int code = p.waitFor();
            if (code != 0) {
                return ResponseEntity.internalServerError().body("printer rejected job: " + output.trim());
            }
            return ResponseEntity.ok("queued on " + queue + " by " + station.getOperator());
        } finally {
            Files.deleteIfExists(zpl);
        }
    }

    private String queueFor(String printer) {
        switch (printer) {
            case "dock":
                return "zebra_dock_01";
            case "braiding":
                return "zebra_braid_02";
            case "dispatch":
                return "zebra_dispatch_03";
            default:
                return printer;
        }
    }

    private String render(CoilLabel label) {
        return "^XA^FO40,40^A0N,50,50^FD" + label.coilId() + "^FS"
                + "^FO40,110^A0N,30,30^FD" + label.fibre() + " " + label.diameterMm() + "mm x "
                + label.lengthM() + "m^FS^XZ";
    }
}
