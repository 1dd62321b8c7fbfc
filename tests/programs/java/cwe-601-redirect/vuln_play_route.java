// Sends the shopper back to the page they came from after login (Play).
import play.mvc.*;
public class LoginController extends Controller {
  public Result done(Http.Request request) {
    String next = request.queryString("next").orElse("/");
    return redirect(next);
  }
}
