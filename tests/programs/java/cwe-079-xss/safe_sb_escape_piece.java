// Renders a profile card with the user's name and city.
import javax.servlet.http.*;
import com.google.common.html.HtmlEscapers;
public class Profile extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.setContentType("text/html");
    StringBuilder sb = new StringBuilder();
    sb.append("<div><b>").append(HtmlEscapers.htmlEscaper().escape(request.getParameter("name")))
      .append("</b> from ").append(HtmlEscapers.htmlEscaper().escape(request.getParameter("city"))).append("</div>");
    response.getWriter().write(sb.toString());
  }
}
