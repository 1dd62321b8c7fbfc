// A donor roster program of the h60 set (cwe-089-sql).
package org.northvale.bloodbank.donors;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import jakarta.inject.Named;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

/** Recall desk: list eligible donors of a blood type, sorted as the coordinator prefers. */
@Controller("/donors")
class DonorRosterController {

    record Donor(long id, String lastName, String bloodType, LocalDate lastDonation) {}

    private static final Set<String> DIRECTIONS = Set.of("ASC", "DESC");
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "name", "last_name",
            "bloodType", "blood_type",
            "lastDonation", "last_donation_date");

    private final DataSource dataSource;
    private final ExecutorService io;

    DonorRosterController(DataSource dataSource, @Named(TaskExecutors.IO) ExecutorService io) {
        this.dataSource = dataSource;
        this.io = io;
    }

    @Get("/eligible")
    CompletableFuture<List<Donor>> eligible(@QueryValue(defaultValue = "O-") String bloodType,
                                            @QueryValue(defaultValue = "lastDonation") String sort,
                                            @QueryValue(defaultValue = "ASC") String dir) {
        String direction = Optional.of(dir.toUpperCase(Locale.ROOT))
                .filter(DIRECTIONS::contains)
                .orElse("ASC");
        String orderBy = Optional.of(sort.trim())
                .filter(s -> s.length() <= 40)
                .map(s -> SORT_COLUMNS.getOrDefault(s, s))
                .orElse("last_donation_date");

        return CompletableFuture.supplyAsync(() -> query(bloodType, orderBy, direction), io);
    }

    private List<Donor> query(String bloodType, String orderBy, String direction) {
        String sql = "SELECT id, last_name, blood_type, last_donation_date FROM donors"
                + " WHERE blood_type = ? AND last_donation_date <= CURRENT_DATE - INTERVAL '56 days'"
                + " ORDER BY " + orderBy + " " + direction;
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, bloodType);
            List<Donor> donors = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    donors.add(new Donor(
                            rs.getLong("id"),
                            rs.getString("last_name"),
                            rs.getString("blood_type"),
                            rs.getObject("last_donation_date", LocalDate.class)));
                }
            }
            return donors;
        } catch (SQLException e) {
            throw new IllegalStateException("donor roster query failed", e);
        }
    }
}
