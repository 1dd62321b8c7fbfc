// A boat search program of the h67 set (cwe-089-sql).
// canal boat hire: search the narrowboat fleet by name and minimum number of berths
package uk.narrowboats.fleet;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dropwizard.core.Application;
import io.dropwizard.core.Configuration;
import io.dropwizard.core.setup.Environment;
import io.dropwizard.db.DataSourceFactory;
import io.dropwizard.jdbi3.JdbiFactory;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.jdbi.v3.core.Jdbi;

public class BoatSearchApplication extends Application<BoatSearchApplication.FleetConfig> {

    public static class FleetConfig extends Configuration {
        @Valid
        @NotNull
        @JsonProperty("database")
        public DataSourceFactory database = new DataSourceFactory();
    }

    public record BoatSearchRequest(
            @NotBlank @Size(max = 40) String nameContains,
            @Min(1) @Max(12) int minBerths) {
    }

    public record Boat(long id, String name, int berths, String homeMarina, int lengthFeet) {
    }

    public static class BoatDao {
        private final Jdbi jdbi;

        public BoatDao(Jdbi jdbi) {
            this.jdbi = jdbi;
        }

        public List<Boat> search(String nameContains, int minBerths) {
            return jdbi.withHandle(handle -> handle
                    .createQuery("SELECT id, name, berths, home_marina, length_feet FROM boat "
                            + "WHERE name ILIKE '%' || :nameContains || '%' AND berths >= :minBerths "
                            + "ORDER BY name")
                    .bind("nameContains", nameContains)
                    .bind("minBerths", minBerths)
                    .map((rs, ctx) -> new Boat(
                            rs.getLong("id"),
                            rs.getString("name"),
                            rs.getInt("berths"),
                            rs.getString("home_marina"),
                            rs.getInt("length_feet")))
                    .list());
        }
    }

    @Path("/boats/search")
    @Produces(MediaType.APPLICATION_JSON)
    @Consumes(MediaType.APPLICATION_JSON)
    public static class BoatSearchResource {
        private final BoatDao dao;

        public BoatSearchResource(BoatDao dao) {
            this.dao = dao;
        }

        @POST
        public List<Boat> search(@Valid @NotNull BoatSearchRequest request) {
            return dao.search(request.nameContains().trim(), request.minBerths());
        }
    }

    @Override
    public void run(FleetConfig config, Environment environment) {
        Jdbi jdbi = new JdbiFactory().build(environment, config.database, "fleet");
        environment.jersey().register(new BoatSearchResource(new BoatDao(jdbi)));
    }

    public static void main(String[] args) throws Exception {
        new BoatSearchApplication().run(args);
    }
}
