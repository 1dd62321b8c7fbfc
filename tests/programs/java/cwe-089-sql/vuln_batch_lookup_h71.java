// A batch lookup program of the h71 set (cwe-089-sql).
package com.orchardgatecider.batches;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import javax.sql.DataSource;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

record Batch(String lotCode, String orchard, String variety, int litres, double gravity) {}

record LotCode(int year, String orchard, int pressing) {
    private static final Pattern FORMAT = Pattern.compile("(\\d{2})-([A-Z]{3})-(\\d{3})");

    static LotCode parse(String raw) throws InvalidLotCodeException {
        if (raw == null) {
            throw new InvalidLotCodeException("missing lot code");
        }
        var m = FORMAT.matcher(raw.strip().toUpperCase());
        if (!m.matches()) {
            throw new InvalidLotCodeException("lot codes look like 24-KGB-017");
        }
        return new LotCode(2000 + Integer.parseInt(m.group(1)), m.group(2), Integer.parseInt(m.group(3)));
    }

    String canonical() {
        return "%02d-%s-%03d".formatted(year % 100, orchard, pressing);
    }
}

class InvalidLotCodeException extends Exception {
    InvalidLotCodeException(String message) {
        super(message);
    }
}

@Path("/batches")
@Produces(MediaType.APPLICATION_JSON)
class BatchResource {

    private static final String COLUMNS = "lot_code, orchard, variety, litres, specific_gravity";

    @Inject
    DataSource dataSource;

    @GET
    public List<Batch> find(@QueryParam("lot") String lot) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            try {
                LotCode code = LotCode.parse(lot);
                try (PreparedStatement ps = c.prepareStatement(
                        "SELECT " + COLUMNS + " FROM batch WHERE lot_code = ?")) {
                    ps.setString(1, code.canonical());
                    try (ResultSet rs = ps.executeQuery()) {
                        return read(rs);
                    }
                }
            } catch (InvalidLotCodeException e) {
                // people at the press type partial codes ("24-KGB"), so treat it as a prefix
                String prefix = lot == null ? "" : lot.strip().toUpperCase();
                try (Statement st = c.createStatement();
                     ResultSet rs = st.executeQuery("SELECT " + COLUMNS + " FROM batch WHERE lot_code LIKE '"
                             + prefix + "%' ORDER BY lot_code DESC LIMIT 50")) {
                    return read(rs);
                }
            }
        }
    }

    private static List<Batch> read(ResultSet rs) throws SQLException {
        List<Batch> out = new ArrayList<>();
        while (rs.next()) {
            out.add(new Batch(
                    rs.getString("lot_code"),
                    rs.getString("orchard"),
                    rs.getString("variety"),
                    rs.getInt("litres"),
                    rs.getDouble("specific_gravity")));
        }
        return out;
    }
}
