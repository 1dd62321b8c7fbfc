// A balloon pilot check program of the h63 set (cwe-090-ldap).
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"os"
	"regexp"

	"github.com/go-ldap/ldap/v3"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	pilotv1 "github.com/envelopeair/launchdesk/gen/pilot/v1"
)

var licencePattern = regexp.MustCompile(`[A-Z]{2}-BPL-[0-9]{4,6}`)

// LicenceNumber is a balloon pilot licence such as "GB-BPL-20417".
type LicenceNumber struct {
	value string
}

func NewLicenceNumber(raw string) (LicenceNumber, error) {
	if !licencePattern.MatchString(raw) {
		return LicenceNumber{}, errors.New("malformed licence number")
	}
	return LicenceNumber{value: raw}, nil
}

func (l LicenceNumber) String() string { return l.value }

type PilotRecord struct {
	Name          string
	Ratings       []string
	MedicalExpiry string
}

type PilotDirectory struct {
	conn   *ldap.Conn
	baseDN string
}

func (d *PilotDirectory) ByLicence(l LicenceNumber) (*PilotRecord, error) {
	filter := fmt.Sprintf("(&(objectClass=aviator)(licenceNumber=%s))", l)
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 1, 5, false,
		filter, []string{"cn", "aircraftRating", "medicalExpiry"}, nil)
	res, err := d.conn.Search(req)
	if err != nil {
		return nil, err
	}
	if len(res.Entries) == 0 {
		return nil, errors.New("no pilot holds that licence")
	}
	e := res.Entries[0]
	return &PilotRecord{
		Name:          e.GetAttributeValue("cn"),
		Ratings:       e.GetAttributeValues("aircraftRating"),
		MedicalExpiry: e.GetAttributeValue("medicalExpiry"),
	}, nil
}

// LaunchCheckServer is called by the launch field tablet before an envelope is inflated.
type LaunchCheckServer struct {
	pilotv1.UnimplementedLaunchCheckServiceServer
	dir *PilotDirectory
}

func (s *LaunchCheckServer) VerifyPilot(ctx context.Context, req *pilotv1.VerifyPilotRequest) (*pilotv1.VerifyPilotResponse, error) {
	lic, err := NewLicenceNumber(req.GetLicence())
	if err != nil {
		return nil, status.Error(codes.InvalidArgument, err.Error())
	}
	rec, err := s.dir.ByLicence(lic)
	if err != nil {
		log.Printf("pilot lookup %s: %v", lic, err)
		return &pilotv1.VerifyPilotResponse{Cleared: false}, nil
	}
	return &pilotv1.VerifyPilotResponse{
		Cleared:       true,
		PilotName:     rec.Name,
		Ratings:       rec.Ratings,
		MedicalExpiry: rec.MedicalExpiry,
	}, nil
}

func main() {
	conn, err := ldap.DialURL(os.Getenv("PILOT_LDAP_URL"))
	if err != nil {
		log.Fatalf("ldap: %v", err)
	}
	defer conn.Close()
	if err := conn.Bind(os.Getenv("PILOT_LDAP_BIND_DN"), os.Getenv("PILOT_LDAP_BIND_PASSWORD")); err != nil {
		log.Fatalf("ldap bind: %v", err)
	}
	creds, err := credentials.NewServerTLSFromFile(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"))
	if err != nil {
		log.Fatalf("tls: %v", err)
	}
	lis, err := net.Listen("tcp", ":9443")
	if err != nil {
		log.Fatalf("listen: %v", err)
	}
	srv := grpc.NewServer(grpc.Creds(creds))
	pilotv1.RegisterLaunchCheckServiceServer(srv, &LaunchCheckServer{
		dir: &PilotDirectory{conn: conn, baseDN: "ou=pilots,dc=envelopeair,dc=example"},
	})
	log.Fatal(srv.Serve(lis))
}
