// Play Framework controller that signs users in and sends them back to the page they came from
package controllers;

import java.net.URI;
import java.net.URISyntaxException;
import javax.inject.Inject;
import play.data.DynamicForm;
import play.data.FormFactory;
import play.mvc.Controller;
import play.mvc.Http;
import play.mvc.Result;

interface AccountService {
    boolean passwordMatches(String username, String password);
}

class SessionController extends Controller {
    private static final String DEFAULT_TARGET = "/dashboard";

    private final FormFactory forms;
    private final AccountService accounts;

    @Inject
    SessionController(FormFactory forms, AccountService accounts) {
        this.forms = forms;
        this.accounts = accounts;
    }

    public Result login(Http.Request request) {
        DynamicForm form = forms.form().bindFromRequest(request);
        String username = form.get("username");
        String password = form.get("password");
        if (username == null || password == null || !accounts.passwordMatches(username, password)) {
            return unauthorized(views.html.login.render("Invalid username or password"));
        }
        String next = afterLogin(request.queryString("next").orElse(DEFAULT_TARGET));
        return redirect(next).addingToSession(request, "user", username);
    }

    private static String afterLogin(String requested) {
        if (requested.isBlank() || !requested.startsWith("/") || requested.startsWith("//")
                || requested.contains("\\")) {
            return DEFAULT_TARGET;
        }
        try {
            URI uri = new URI(requested);
            return uri.getRawAuthority() == null && uri.getScheme() == null ? requested : DEFAULT_TARGET;
        } catch (URISyntaxException e) {
            return DEFAULT_TARGET;
        }
    }
}
