// Carrier manifest search endpoint backed by JdbcTemplate for the dispatch service
package com.freightline.dispatch.manifest;

import java.time.LocalDate;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record ManifestFilter(String carrierCode, LocalDate shipDate) {}

record ManifestRow(long id, String carrierCode, String destination, int pallets) {}

@Repository
class ManifestRepository {
    private static final RowMapper<ManifestRow> MAPPER = (rs, i) -> new ManifestRow(
        rs.getLong("id"), rs.getString("carrier_code"),
        rs.getString("destination"), rs.getInt("pallets"));

    private final JdbcTemplate jdbc;

    ManifestRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<ManifestRow> find(ManifestFilter filter) {
        String sql = "SELECT id, carrier_code, destination, pallets FROM manifests "
            + "WHERE carrier_code = ? AND ship_date = ? ORDER BY id";
        return jdbc.query(sql, MAPPER, filter.carrierCode(), filter.shipDate());
    }
}

@Service
class ManifestService {
    private final ManifestRepository repository;

    ManifestService(ManifestRepository repository) {
        this.repository = repository;
    }

    List<ManifestRow> manifestsFor(String carrier, String date) {
        String normalized = carrier.trim().toUpperCase();
        return repository.find(new ManifestFilter(normalized, LocalDate.parse(date)));
    }
}

@RestController
class ManifestController {
    private final ManifestService service;

    ManifestController(ManifestService service) {
        this.service = service;
    }

    @GetMapping("/api/manifests")
    List<ManifestRow> search(@RequestParam String carrier, @RequestParam String date) {
        return service.manifestsFor(carrier, date);
    }
}
