// A duty roster config program of the h72 set (cwe-798-credentials).
package com.tidewatchguards.duty;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import javax.sql.DataSource;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

record Secret(String user, String password) {}

interface SecretSource {
    Secret resolve();
}

@Component
@Qualifier("rosterDb")
class RosterDbSecret implements SecretSource {
    private static final Path MOUNT = Path.of("/run/secrets/roster-db-password");

    @Override
    public Secret resolve() {
        try {
            String password = Files.readString(MOUNT, StandardCharsets.UTF_8).strip();
            return new Secret(System.getenv().getOrDefault("ROSTER_DB_USER", "roster_app"), password);
        } catch (IOException e) {
            throw new UncheckedIOException("roster database secret is not mounted", e);
        }
    }
}

@Component
@Qualifier("certRegistry")
class CertRegistrySecret implements SecretSource {
    @Override
    public Secret resolve() {
        String token = System.getenv("CERT_REGISTRY_TOKEN");
        if (token == null || token.isBlank()) {
            throw new IllegalStateException("CERT_REGISTRY_TOKEN is not configured");
        }
        return new Secret("tidewatch", token);
    }
}

@Configuration
class DutyDataConfig {
    @Bean
    DataSource rosterDataSource(@Qualifier("rosterDb") SecretSource secrets) {
        Secret s = secrets.resolve();
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl("jdbc:postgresql://roster-db.tidewatchguards.net:5432/roster");
        cfg.setUsername(s.user());
        cfg.setPassword(s.password());
        cfg.setMaximumPoolSize(8);
        return new HikariDataSource(cfg);
    }
}

record GuardOnDuty(String name, String tower, String certificationId) {}

@RestController
class DutyRosterController {
    private final JdbcTemplate jdbc;
    private final SecretSource registry;
    private final HttpClient http = HttpClient.newHttpClient();

    DutyRosterController(DataSource rosterDataSource, @Qualifier("certRegistry") SecretSource registry) {
        this.jdbc = new JdbcTemplate(rosterDataSource);
        this.registry = registry;
    }

    @GetMapping("/beaches/{beach}/on-duty")
    List<GuardOnDuty> onDuty(@PathVariable String beach) {
        return jdbc.query("SELECT g.name, s.tower, g.cert_id FROM shifts s JOIN guards g ON g.id = s.guard_id"
                        + " WHERE s.beach = ? AND s.day = ?",
                (rs, i) -> new GuardOnDuty(rs.getString(1), rs.getString(2), rs.getString(3)),
                beach, LocalDate.now());
    }

    @GetMapping("/guards/{certId}/certification")
    String certification(@PathVariable String certId) throws Exception {
        if (!certId.matches("[A-Z]{2}-\\d{6}")) {
            return "unknown certification id";
        }
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://api.lifesaving-cert.org/v1/certificates/" + certId))
                .header("Authorization", "Bearer " + registry.resolve().password())
                .build();
        return http.send(req, HttpResponse.BodyHandlers.ofString()).body();
    }
}
