import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import styled from 'styled-components';
import { haptics } from '../../lib/haptics';
import { Button, LinkButton } from '../../ui/button';
import { Card, CardTitle, ErrorBox, Hint, Row } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { adminRest } from './admin-rest';
import { AdminPage } from './admin-ui';
import { ConfirmDialog } from './admin-actions';
import { failureText, NameForm, type Centre, type FieldProblems, type PlaceChanges } from './place-form';
import { ADMIN_TEXTS } from './texts';

interface District extends Centre {
  id: number;
  name: string;
}

interface City extends Centre {
  id: number;
  name: string;
  districts: District[];
}

const centreText = (place: Centre) =>
  place.latitude != null && place.longitude != null
    ? ADMIN_TEXTS.centre(place.latitude, place.longitude)
    : ADMIN_TEXTS.noCentre;

const Districts = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li {
    list-style: none;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
`;

// the Uzbek names to edit (the answers of docs/product.md §7's calls carry the Russian ones only)
export const AdminPlaceNamesQuery = graphql(`
  query AdminPlaceNames {
    cities {
      id
      nameUz
      districts {
        id
        nameUz
      }
    }
  }
`);

// the REST body of a create or rename: the Russian name, and what else the admin changed
const placeBody = (name: string, { nameUz, centre }: PlaceChanges) => ({
  name,
  ...(nameUz !== undefined ? { name_uz: nameUz } : {}),
  ...centre,
});

type Removal = { kind: 'city'; city: City } | { kind: 'district'; district: District };

// /admin/city-district: cities and their districts, created, renamed and deleted with the docs/product.md §7 calls
export function AdminCityDistrictScreen() {
  const apollo = useApolloClient();
  const { toast } = useToast();
  const [cities, setCities] = useState<City[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [removing, setRemoving] = useState(false);

  const uzbek = useQuery(AdminPlaceNamesQuery, { fetchPolicy: 'network-only' });
  const uzbekNames = new Map<string, string>();
  for (const city of uzbek.data?.cities ?? []) {
    uzbekNames.set(`city:${city.id}`, city.nameUz);
    for (const district of city.districts) uzbekNames.set(`district:${district.id}`, district.nameUz);
  }

  const load = useCallback(async () => {
    const outcome = await adminRest<City[]>('GET', '/address/cities', ADMIN_TEXTS.citiesFailed);
    if (outcome.ok) {
      setCities(outcome.data);
      setLoadError(null);
    } else {
      setLoadError(outcome.message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // the address pickers elsewhere read cities and districts from the Apollo cache
  const changed = async (message: string | null) => {
    haptics.success();
    if (message) toast({ title: message });
    apollo.cache.evict({ fieldName: 'cities' });
    apollo.cache.evict({ fieldName: 'districts' });
    apollo.cache.gc();
    setBanner(null);
    await Promise.all([load(), uzbek.refetch().catch(() => undefined)]);
  };

  const save = async (
    method: 'POST' | 'PUT',
    path: string,
    fallback: string,
    body: object,
  ): Promise<FieldProblems | null> => {
    const outcome = await adminRest(method, path, fallback, body);
    if (!outcome.ok) {
      haptics.error();
      return failureText(outcome);
    }
    setRenaming(null);
    await changed(outcome.message);
    return null;
  };

  const remove = async () => {
    if (!removal) return;
    setRemoving(true);
    const outcome =
      removal.kind === 'city'
        ? await adminRest('DELETE', `/address/cities/${removal.city.id}`, ADMIN_TEXTS.cityDeleteFailed)
        : await adminRest('DELETE', `/address/districts/${removal.district.id}`, ADMIN_TEXTS.districtDeleteFailed);
    setRemoving(false);
    setRemoval(null);
    if (outcome.ok) await changed(outcome.message);
    else {
      haptics.error();
      setBanner(outcome.message);
    }
  };

  return (
    <AdminPage title={ADMIN_TEXTS.addressesTitle}>
      {banner && <ErrorBox>{banner}</ErrorBox>}
      <Card>
        <CardTitle>{ADMIN_TEXTS.newCity}</CardTitle>
        <NameForm
          label={ADMIN_TEXTS.cityName}
          submitLabel={ADMIN_TEXTS.addCity}
          onSubmit={(name, changes) =>
            save('POST', '/address/cities', ADMIN_TEXTS.cityCreateFailed, placeBody(name, changes))
          }
        />
      </Card>
      {loadError && !cities ? (
        <>
          <ErrorBox>{loadError}</ErrorBox>
          <Button onClick={() => void load()}>{ADMIN_TEXTS.retry}</Button>
        </>
      ) : !cities ? (
        <LoadingBlock />
      ) : (
        cities.map((city) => (
          <Card key={city.id} aria-label={city.name}>
            {renaming === `city:${city.id}` ? (
              <NameForm
                label={ADMIN_TEXTS.cityName}
                submitLabel={ADMIN_TEXTS.save}
                initial={city.name}
                initialUz={uzbekNames.get(`city:${city.id}`)}
                centre={city}
                onCancel={() => setRenaming(null)}
                onSubmit={(name, changes) =>
                  save('PUT', `/address/cities/${city.id}`, ADMIN_TEXTS.cityUpdateFailed, placeBody(name, changes))
                }
              />
            ) : (
              <Row>
                <CardTitle as="h2" style={{ flex: 1 }}>
                  <span>{city.name}</span>
                  <Hint as="span" style={{ display: 'block' }}>
                    {centreText(city)}
                  </Hint>
                </CardTitle>
                <LinkButton onClick={() => setRenaming(`city:${city.id}`)}>{ADMIN_TEXTS.rename}</LinkButton>
                <LinkButton onClick={() => setRemoval({ kind: 'city', city })}>{ADMIN_TEXTS.delete}</LinkButton>
              </Row>
            )}
            {city.districts.length === 0 ? (
              <Hint>{ADMIN_TEXTS.noDistricts}</Hint>
            ) : (
              <Districts aria-label={`${ADMIN_TEXTS.districts}: ${city.name}`}>
                {city.districts.map((district) => (
                  <li key={district.id}>
                    {renaming === `district:${district.id}` ? (
                      <NameForm
                        label={ADMIN_TEXTS.districtName}
                        submitLabel={ADMIN_TEXTS.save}
                        initial={district.name}
                        initialUz={uzbekNames.get(`district:${district.id}`)}
                        centre={district}
                        onCancel={() => setRenaming(null)}
                        onSubmit={(name, changes) =>
                          save(
                            'PUT',
                            `/address/districts/${district.id}`,
                            ADMIN_TEXTS.districtUpdateFailed,
                            placeBody(name, changes),
                          )
                        }
                      />
                    ) : (
                      <Row>
                        <Name>
                          <span>{district.name}</span>
                          <Hint as="span" style={{ display: 'block' }}>
                            {centreText(district)}
                          </Hint>
                        </Name>
                        <LinkButton
                          aria-label={`${ADMIN_TEXTS.rename}: ${district.name}`}
                          onClick={() => setRenaming(`district:${district.id}`)}
                        >
                          {ADMIN_TEXTS.rename}
                        </LinkButton>
                        <LinkButton
                          aria-label={`${ADMIN_TEXTS.delete}: ${district.name}`}
                          onClick={() => setRemoval({ kind: 'district', district })}
                        >
                          {ADMIN_TEXTS.delete}
                        </LinkButton>
                      </Row>
                    )}
                  </li>
                ))}
              </Districts>
            )}
            <NameForm
              label={ADMIN_TEXTS.districtName}
              submitLabel={ADMIN_TEXTS.addDistrict}
              onSubmit={(name, changes) =>
                save('POST', '/address/districts', ADMIN_TEXTS.districtCreateFailed, {
                  city_id: city.id,
                  ...placeBody(name, changes),
                })
              }
            />
          </Card>
        ))
      )}
      {removal && (
        <ConfirmDialog
          title={ADMIN_TEXTS.delete}
          confirmLabel={ADMIN_TEXTS.delete}
          destructive
          busy={removing}
          onClose={() => setRemoval(null)}
          onConfirm={() => void remove()}
        >
          <p style={{ margin: 0 }}>
            {removal.kind === 'city'
              ? ADMIN_TEXTS.deleteCityConfirm(removal.city.name)
              : ADMIN_TEXTS.deleteDistrictConfirm(removal.district.name)}
          </p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
