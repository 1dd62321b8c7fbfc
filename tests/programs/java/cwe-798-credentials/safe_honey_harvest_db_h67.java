// A honey harvest db program of the h67 set (cwe-798-credentials).
// beekeepers: record honey harvest weights per super into the co-operative's extraction database
package com.apiary.harvest;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PastOrPresent;
import jakarta.validation.constraints.Positive;
import java.time.LocalDate;
import javax.sql.DataSource;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class HarvestApplication {
    public static void main(String[] args) {
        SpringApplication.run(HarvestApplication.class, args);
    }
}

@Configuration
class ExtractionDbConfig {

    @Bean
    DataSource extractionDataSource(Environment env) {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl(env.getProperty("harvest.db.url", "jdbc:postgresql://extraction-db:5432/harvest"));
        cfg.setUsername(env.getRequiredProperty("harvest.db.username"));
        cfg.setPassword(env.getRequiredProperty("harvest.db.password"));
        cfg.setMaximumPoolSize(5);
        cfg.setPoolName("extraction");
        return new HikariDataSource(cfg);
    }

    @Bean
    NamedParameterJdbcTemplate extractionJdbc(DataSource extractionDataSource) {
        return new NamedParameterJdbcTemplate(extractionDataSource);
    }
}

record HarvestEntry(
        @Positive long hiveId,
        @NotNull @PastOrPresent LocalDate extractedOn,
        @DecimalMin("0.1") @DecimalMax("40.0") double kilograms,
        @DecimalMin("14.0") @DecimalMax("25.0") double moisturePercent) {
}

@Repository
class HarvestRepository {
    private final NamedParameterJdbcTemplate jdbc;

    HarvestRepository(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    void insert(HarvestEntry entry) {
        jdbc.update("INSERT INTO harvest (hive_id, extracted_on, kilograms, moisture_pct) "
                        + "VALUES (:hive, :day, :kg, :moisture)",
                new MapSqlParameterSource()
                        .addValue("hive", entry.hiveId())
                        .addValue("day", entry.extractedOn())
                        .addValue("kg", entry.kilograms())
                        .addValue("moisture", entry.moisturePercent()));
    }
}

@RestController
class HarvestController {
    private final HarvestRepository repository;

    HarvestController(HarvestRepository repository) {
        this.repository = repository;
    }

    @PostMapping("/harvests")
    @ResponseStatus(HttpStatus.CREATED)
    void record(@Valid @RequestBody HarvestEntry entry) {
        repository.insert(entry);
    }
}
