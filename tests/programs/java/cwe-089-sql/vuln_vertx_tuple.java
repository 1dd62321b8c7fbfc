// Adds a newsletter subscriber (Vert.x).
import io.vertx.ext.web.RoutingContext;
import io.vertx.sqlclient.*;
public class Subscribers {
  private Pool pool;
  void add(RoutingContext rc) {
    String email = rc.request().getParam("email");
    String list = rc.request().getParam("list");
    pool.preparedQuery("INSERT INTO subscribers_" + list + " (email) VALUES ($1)").execute(Tuple.of(email), ar -> rc.response().end());
  }
}
