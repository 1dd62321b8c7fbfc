// A locksmith staff grpc program of the h61 set (cwe-090-ldap).
package main

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	pb "github.com/keyline-locksmiths/dispatch/gen/staffpb"
)

type Technician struct {
	Username string
	Name     string
	Mobile   string
	Region   string
}

// Directory is backed by the company OpenLDAP server; tests use an in-memory fake.
type Directory interface {
	FindTechnician(username string) (*Technician, error)
}

type ldapDirectory struct {
	url, baseDN, bindDN, bindPassword string
}

func (d ldapDirectory) FindTechnician(username string) (*Technician, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPassword); err != nil {
		return nil, err
	}
	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(ou=technicians)(uid=%s))", ldap.EscapeFilter(username))
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 1, 10, false,
		filter, []string{"uid", "cn", "mobile", "l"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	if len(res.Entries) == 0 {
		return nil, nil
	}
	e := res.Entries[0]
	return &Technician{Username: e.GetAttributeValue("uid"), Name: e.GetAttributeValue("cn"),
		Mobile: e.GetAttributeValue("mobile"), Region: e.GetAttributeValue("l")}, nil
}

type StaffServer struct {
	pb.UnimplementedStaffDirectoryServer
	dir Directory
}

func (s *StaffServer) GetTechnician(ctx context.Context, req *pb.GetTechnicianRequest) (*pb.Technician, error) {
	username := strings.ToLower(strings.TrimSpace(req.GetUsername()))
	if username == "" || len(username) > 64 {
		return nil, status.Error(codes.InvalidArgument, "username required")
	}
	t, err := s.dir.FindTechnician(username)
	if err != nil {
		return nil, status.Error(codes.Unavailable, "directory lookup failed")
	}
	if t == nil {
		return nil, status.Error(codes.NotFound, "no such technician")
	}
	return &pb.Technician{Username: t.Username, Name: t.Name, Mobile: t.Mobile, Region: t.Region}, nil
}

func main() {
	creds, err := credentials.NewServerTLSFromFile(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"))
	if err != nil {
		log.Fatal(err)
	}
	lis, err := net.Listen("tcp", ":7443")
	if err != nil {
		log.Fatal(err)
	}
	srv := grpc.NewServer(grpc.Creds(creds))
	pb.RegisterStaffDirectoryServer(srv, &StaffServer{dir: ldapDirectory{
		url: os.Getenv("LDAP_URL"), baseDN: "dc=keyline,dc=local",
		bindDN: os.Getenv("LDAP_BIND_DN"), bindPassword: os.Getenv("LDAP_BIND_PASSWORD"),
	}})
	log.Fatal(srv.Serve(lis))
}
