// A campground ranger signin program of the h62 set (cwe-090-ldap).
package main

import (
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/go-ldap/ldap/v3"
	"github.com/gofiber/fiber/v2"
)

// Rangers sign in to the radio-dispatch console with their directory account;
// a ranger may only sign in at the station (campground loop) they are posted to.
type signIn struct {
	UID      string `json:"uid"`
	Password string `json:"password"`
	Station  string `json:"station"`
}

type ranger struct {
	DN      string `json:"-"`
	Name    string `json:"name"`
	Station string `json:"station"`
}

type ldapConfig struct {
	URL, ServiceDN, ServicePW, BaseDN string
}

func rangerFilter(in signIn) string {
	station := ldap.EscapeFilter(in.Station)
	return fmt.Sprintf("(&(objectClass=posixAccount)(uid=%s)(departmentNumber=%s))", in.UID, station)
}

func authenticate(cfg ldapConfig, in signIn) (*ranger, error) {
	if in.UID == "" || in.Password == "" || in.Station == "" {
		return nil, errors.New("uid, password and station are required")
	}
	conn, err := ldap.DialURL(cfg.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(cfg.ServiceDN, cfg.ServicePW); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		2, 5, false, rangerFilter(in), []string{"cn", "departmentNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	if len(res.Entries) != 1 {
		return nil, errors.New("no such ranger at this station")
	}
	entry := res.Entries[0]
	if err := conn.Bind(entry.DN, in.Password); err != nil {
		return nil, errors.New("wrong password")
	}
	return &ranger{DN: entry.DN, Name: entry.GetAttributeValue("cn"), Station: entry.GetAttributeValue("departmentNumber")}, nil
}

func signInHandler(cfg ldapConfig) fiber.Handler {
	return func(c *fiber.Ctx) error {
		var in signIn
		if err := c.BodyParser(&in); err != nil {
			return fiber.ErrBadRequest
		}
		r, err := authenticate(cfg, in)
		if err != nil {
			log.Printf("ranger sign-in refused: %v", err)
			return fiber.ErrUnauthorized
		}
		return c.JSON(r)
	}
}

func main() {
	cfg := ldapConfig{
		URL:       os.Getenv("LDAP_URL"),
		ServiceDN: os.Getenv("LDAP_SERVICE_DN"),
		ServicePW: os.Getenv("LDAP_SERVICE_PASSWORD"),
		BaseDN:    os.Getenv("LDAP_BASE_DN"),
	}
	app := fiber.New()
	app.Post("/dispatch/sign-in", signInHandler(cfg))
	log.Fatal(app.Listen(":8080"))
}
