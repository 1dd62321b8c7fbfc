// Returns audit rows from the table named in the deployment settings.
import io.vertx.ext.web.RoutingContext;
import io.vertx.sqlclient.Pool;
public class Audit {
  private Pool pool;
  private Settings settings;
  void rows(RoutingContext rc) {
    String table = settings.getParam("audit.table");
    pool.query("SELECT * FROM " + table).execute(ar -> rc.response().end("ok"));
  }
}
