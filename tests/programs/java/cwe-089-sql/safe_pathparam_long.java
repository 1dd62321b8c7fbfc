// JAX-RS resource deleting a draft by its numeric id
package com.example.drafts;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.Statement;

@Path("/drafts")
public class DraftResource {
    private final DataSource ds;

    public DraftResource(DataSource ds) {
        this.ds = ds;
    }

    @DELETE
    @Path("/{id}")
    public void delete(@PathParam("id") final Long id) throws Exception {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("DELETE FROM draft WHERE id = " + id);
        }
    }
}
