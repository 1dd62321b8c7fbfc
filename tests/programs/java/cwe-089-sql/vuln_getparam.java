// Returns audit rows from the table named in the request (Vert.x).
import io.vertx.ext.web.RoutingContext;
import io.vertx.sqlclient.Pool;
public class Audit {
  private Pool pool;
  void rows(RoutingContext rc) {
    String table = rc.request().getParam("table");
    pool.query("SELECT * FROM " + table).execute(ar -> rc.response().end("ok"));
  }
}
