// Address field checks for the order form
import java.util.regex.Pattern;

public class AddressCheck {
    private static final Pattern STREET = Pattern.compile("^([A-Za-z0-9]+\\s?)*$");

    public boolean validStreet(String street) {
        return STREET.matcher(street).matches();
    }

    public boolean validCity(String city) {
        return city.matches("(\\w|\\d)+,?");
    }
}
