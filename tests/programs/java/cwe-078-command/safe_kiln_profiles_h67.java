// A kiln profiles program of the h67 set (cwe-078-command).
// glassblowers: load an annealing profile onto a studio kiln controller via the vendor CLI
package com.hotshop.kilns;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class KilnControlApplication {
    public static void main(String[] args) {
        SpringApplication.run(KilnControlApplication.class, args);
    }
}

@Data
@NoArgsConstructor
@AllArgsConstructor
class ScheduleRequest {
    @NotBlank
    @Pattern(regexp = "[a-z0-9][a-z0-9_-]{0,47}")
    private String profileName;

    @Min(400)
    @Max(560)
    private int annealCelsius;

    @Min(1)
    @Max(72)
    private int soakHours;
}

@Data
@AllArgsConstructor
class ScheduleResult {
    private int kilnId;
    private int exitCode;
    private String controllerOutput;
}

@Slf4j
@Service
class KilnCli {

    ScheduleResult load(int kilnId, ScheduleRequest request) throws IOException, InterruptedException {
        List<String> command = List.of(
                "kilnctl", "--unit", String.valueOf(kilnId),
                "load", "--profile", request.getProfileName(),
                "--anneal", String.valueOf(request.getAnnealCelsius()),
                "--soak", String.valueOf(request.getSoakHours()));
        log.info("Scheduling kiln {}: {}", kilnId, command);
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .start();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new ScheduleResult(kilnId, -1, "controller timed out");
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new ScheduleResult(kilnId, process.exitValue(), output.strip());
    }
}

@RestController
@RequiredArgsConstructor
class KilnController {

    private final KilnCli kilnCli;

    @PostMapping("/kilns/{kilnId}/schedule")
    ResponseEntity<ScheduleResult> schedule(@PathVariable int kilnId,
                                            @Valid @RequestBody ScheduleRequest request) throws Exception {
        ScheduleResult result = kilnCli.load(kilnId, request);
        return result.getExitCode() == 0
                ? ResponseEntity.ok(result)
                : ResponseEntity.unprocessableEntity().body(result);
    }
}
