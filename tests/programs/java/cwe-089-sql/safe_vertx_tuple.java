// Adds a newsletter subscriber (Vert.x).
import io.vertx.ext.web.RoutingContext;
import io.vertx.sqlclient.*;
public class Subscribers {
  private Pool pool;
  void add(RoutingContext rc) {
    String email = rc.request().getParam("email");
    String list = rc.request().getParam("list");
    pool.preparedQuery("INSERT INTO subscribers (list, email) VALUES ($1, $2)").execute(Tuple.of(list, email), ar -> rc.response().end());
  }
}
