// A skate rentals program of the h72 set (cwe-089-sql).
package com.glidewayrinks.rentals;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;
import javax.sql.DataSource;

record SkatePair(long id, String size, String style, String condition) {}

interface SkateInventory {
    List<SkatePair> available(String rink, String size) throws SQLException;
}

final class JdbcSkateInventory implements SkateInventory {
    private final DataSource ds;

    JdbcSkateInventory(DataSource ds) {
        this.ds = ds;
    }

    @Override
    public List<SkatePair> available(String rink, String size) throws SQLException {
        String sql = "SELECT id, size, style, wear_grade FROM skate_inventory"
                + " WHERE rink_code = ? AND size = ? AND checked_out = FALSE"
                + " ORDER BY wear_grade";
        List<SkatePair> pairs = new ArrayList<>();
        try (Connection c = ds.getConnection();
             PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, rink);
            ps.setString(2, size);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    pairs.add(new SkatePair(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4)));
                }
            }
        }
        return pairs;
    }
}

// decorator that records every counter lookup for the stock-planning report
final class AuditedSkateInventory implements SkateInventory {
    private static final Logger LOG = Logger.getLogger("rentals.audit");
    private final SkateInventory delegate;

    AuditedSkateInventory(SkateInventory delegate) {
        this.delegate = delegate;
    }

    @Override
    public List<SkatePair> available(String rink, String size) throws SQLException {
        String normalizedSize = size.replaceAll("[^0-9.]", "");
        LOG.info(() -> "lookup rink=" + rink + " size=" + normalizedSize);
        return delegate.available(rink, size);
    }
}

@ApplicationScoped
class InventoryProducer {
    @Resource(lookup = "java:app/jdbc/rinks")
    DataSource dataSource;

    @Produces
    SkateInventory inventory() {
        return new AuditedSkateInventory(new JdbcSkateInventory(dataSource));
    }
}

@Path("/rinks/{rink}/skates")
public class SkateRentalResource {

    @Inject
    SkateInventory inventory;

    @GET
    @jakarta.ws.rs.Produces(MediaType.APPLICATION_JSON)
    public List<SkatePair> free(@PathParam("rink") String rink, @QueryParam("size") String size) {
        if (size == null || size.isBlank()) {
            throw new WebApplicationException("size is required", Response.Status.BAD_REQUEST);
        }
        try {
            return inventory.available(rink, size);
        } catch (SQLException e) {
            throw new WebApplicationException("inventory unavailable", e, Response.Status.SERVICE_UNAVAILABLE);
        }
    }
}
