// Sends the shopper to the item page after login (Play).
import play.mvc.*;
public class LoginController extends Controller {
  public Result done(Http.Request request) {
    String id = request.queryString("item").orElse("0");
    return redirect(controllers.routes.ItemController.show(id));
  }
}
