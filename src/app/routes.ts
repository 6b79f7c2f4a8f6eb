// The one route table (requirements §2.1–§2.3): name, path, layout, metadata, guard, validity check and a
// lazy view per route, so every route family is its own chunk.
import { lazy } from 'react';
import { errorStatusOf, newsItemQuery, siteMaterialsQuery } from '@/flows/data/content-queries';
import { matchPath, type RouteParams } from '@/domain/route-match';
import { RouteCheckError, type AppRoute, type RouteCheck, type RouteMeta } from '@/flows/route-types';
import { pageNotFoundMessage } from '../domain/startup-messages';
import { flowViews } from './flow-views';
import { isProfileEditKind } from '@machines/profile-edit.kinds';
import { viewerEnabled } from '@/flows/inspector';
import { readRuntimeConfig } from '@/flows/runtime-config';

const HomePage = lazy(() => import('../views/home/HomePage'));
const MaterialsPage = lazy(() => import('../views/content/MaterialsPage'));
const FaqPage = lazy(() => import('../views/faq/FaqPage'));
const NewsListPage = lazy(() => import('../views/news/NewsListPage'));
const NewsItemPage = lazy(() => import('../views/news/NewsItemPage'));
const AboutPage = lazy(() => import('../views/about/AboutPage'));
const ContactsPage = lazy(() => import('../views/contacts/ContactsPage'));
const OmbudsmenPage = lazy(() => import('../views/ombudsmen/OmbudsmenPage'));
const SiteMapPage = lazy(() => import('../views/site-map/SiteMapPage'));
const EdnaWidgetPage = lazy(() => import('../views/widgets/EdnaWidgetPage'));
const DashboardPage = lazy(() => import('../views/cabinet/dashboard/DashboardPage'));
const ErrorRoutePage = lazy(() => import('../views/errors/ErrorRoutePage'));
const IconsPage = lazy(() => import('../views/dev/IconsPage'));
const ModalDemoPage = lazy(() => import('../views/dev/ModalDemoPage'));
const DadataPage = lazy(() => import('../views/dev/DadataPage'));
const UploadPage = lazy(() => import('../views/dev/UploadPage'));
const ProdInfoPage = lazy(() => import('../views/dev/ProdInfoPage'));
const GuidelinesPage = lazy(() => import('../views/dev/GuidelinesPage'));
const LoanPage = lazy(() => import('../views/loan/LoanPage'));
const ProlongationPage = lazy(() => import('../views/prolongation/ProlongationPage'));
const AgreementsPage = lazy(() => import('../views/agreements/AgreementsPage'));
const AgreementPage = lazy(() => import('../views/agreements/AgreementPage'));
const CardsPage = lazy(() => import('../views/cards/CardsPage'));
const MachinesPage = lazy(() => import('../views/dev/machines/MachinesPage'));
const PaymentPage = lazy(() => import('../views/payment/PaymentPage'));
const ScoringFailurePage = lazy(() => import('../views/scoring-failure/ScoringFailurePage'));
const ProfilePage = lazy(() => import('../views/profile/ProfilePage'));
const NewLoanPage = lazy(() => import('../views/new-loan/NewLoanPage'));
const MessagesPage = lazy(() => import('../views/messages/MessagesPage'));
const ProductOffersPage = lazy(() => import('../views/product-offers/ProductOffersPage'));
const ProfileEditPage = lazy(() => import('../views/profile/ProfileEditPage'));
const IdentityPage = lazy(() => import('../views/profile/IdentityPage'));
const EsiaInstructionPage = lazy(() => import('../views/profile/EsiaInstructionPage'));

/** The item must exist: 404 (or the API's 4xx) otherwise. */
const existsCheck =
  (load: (params: RouteParams, context: Parameters<RouteCheck>[0]) => Promise<unknown>): RouteCheck =>
  async (context) => {
    try {
      await load(context.params, context);
    } catch (error) {
      const code = errorStatusOf(error);
      const status = code !== undefined && code >= 400 && code < 500 ? code : 404;
      throw new RouteCheckError(status, pageNotFoundMessage(context.path));
    }
  };

/** /lk/profile-edit/{type}: one of the four kinds (requirements §2.2), the 404 page otherwise. */
const profileEditKindCheck: RouteCheck = async ({ params, path }) => {
  if (!isProfileEditKind(params.type)) throw new RouteCheckError(404, pageNotFoundMessage(path));
};

/** /lk/loans/{id}: a loan number, the 404 page for anything else (whose loan it is, the server says). */
const loanIdCheck: RouteCheck = async ({ params, path }) => {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw new RouteCheckError(404, pageNotFoundMessage(path));
};

const newsExists = existsCheck((params, { queryClient }) => queryClient.fetchQuery(newsItemQuery(params.name ?? '')));
const materialsExist = existsCheck((_params, { queryClient, path }) => queryClient.fetchQuery(siteMaterialsQuery(path)));

/** The statechart viewer is there in the sandbox and dev builds, a 404 in a production configuration (issue 18). */
export const viewerAvailable =
  (devBuild: boolean = import.meta.env.DEV): RouteCheck =>
  async ({ path }) => {
    const config = readRuntimeConfig(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__);
    if (!viewerEnabled(config, devBuild)) throw new RouteCheckError(404, pageNotFoundMessage(path));
  };

type Spec = Omit<AppRoute, 'area' | 'layout' | 'meta'> & Partial<Pick<AppRoute, 'area' | 'layout'>> & { meta: RouteMeta };

const pub = (spec: Spec): AppRoute => ({ area: 'public', layout: 'default', ...spec });
const info = (name: string, path: string, title: string, extra: Partial<RouteMeta> = {}): AppRoute =>
  pub({ name, path, view: MaterialsPage, meta: { title, inSiteMap: true, ...extra } });
/** A cabinet route (requirements §2.2): behind the auth guard; each screen passes its own lazy view. */
const cabinet = (name: string, path: string, title: string, view: AppRoute['view'], extra: Partial<AppRoute> = {}): AppRoute => ({
  name,
  path,
  area: 'cabinet',
  layout: 'default',
  guard: 'auth',
  view,
  meta: { title },
  ...extra,
});
const dev = (name: string, path: string, title: string, view: AppRoute['view']): AppRoute => ({
  name,
  path,
  area: 'dev',
  layout: 'default',
  view,
  meta: { title },
});

export const routes: readonly AppRoute[] = [
  pub({ name: 'index', path: '/', view: HomePage, meta: { title: 'Онлайн-займы на карту', inSiteMap: true } }),
  { ...pub({ name: 'login', path: '/login', view: flowViews.login, meta: { title: 'Вход в личный кабинет', inSiteMap: true } }), area: 'flow' },
  { ...pub({ name: 'registration', path: '/registration', view: flowViews.registration, meta: { title: 'Получить деньги', inSiteMap: true } }), area: 'flow' },
  { ...pub({ name: 'creation', path: '/creation', view: flowViews.creation, meta: { title: 'Заём по промоакции' } }), area: 'flow' },
  { ...pub({ name: 'password-recovery', path: '/password_recovery', view: flowViews.passwordRecovery, meta: { title: 'Восстановление пароля' } }), area: 'flow' },
  { ...pub({ name: 'forgot-password', path: '/account/forgotPassword', view: flowViews.passwordRecovery, meta: { title: 'Восстановление пароля' } }), area: 'flow' },
  info('how-get', '/HowGet', 'Как получить заём'),
  info('how-return', '/HowReturn', 'Как погасить заём'),
  pub({ name: 'faq', path: '/Faq', view: FaqPage, meta: { title: 'Вопросы и ответы', inSiteMap: true } }),
  pub({ name: 'news', path: '/News', view: NewsListPage, meta: { title: 'Акции и новости', inSiteMap: true } }),
  pub({ name: 'news-item', path: '/News/:name', view: NewsItemPage, check: newsExists, meta: { title: 'Новость' } }),
  info('services', '/Services', 'Услуги'),
  pub({ name: 'service', path: '/Services/:name', view: MaterialsPage, check: materialsExist, meta: { title: 'Услуга' } }),
  info('cities', '/city', 'Города'),
  pub({ name: 'city', path: '/city/:name', view: MaterialsPage, check: materialsExist, meta: { title: 'Город' } }),
  pub({ name: 'about', path: '/o-kompanii', view: AboutPage, meta: { title: 'О компании', inSiteMap: true } }),
  info('normative-documents', '/normativnye-dokumenty', 'Нормативные документы'),
  { ...info('documents', '/documents', 'Документы'), layout: 'document' },
  pub({ name: 'contacts', path: '/contacts', view: ContactsPage, meta: { title: 'Контакты', inSiteMap: true } }),
  pub({ name: 'kontakty', path: '/kontakty', view: ContactsPage, meta: { title: 'Контакты' } }),
  info('career', '/career', 'Карьера', { greyBackground: true }),
  pub({ name: 'ombudsmen', path: '/ombudsmen', layout: 'landing', view: OmbudsmenPage, meta: { title: 'Финансовый уполномоченный', inSiteMap: true } }),
  info('mobile-app', '/mobile-app', 'Мобильное приложение'),
  info('privacy-policy-mobile-app', '/privacy_policy_mobile_app', 'Политика конфиденциальности мобильного приложения'),
  info('promo-zaem', '/promo-zaem', 'Промо-заём'),
  info('zaem-besplatno', '/zaem-besplatno-i-vigodno', 'Заём бесплатно и выгодно'),
  pub({ name: 'site-map', path: '/SiteMap', view: SiteMapPage, meta: { title: 'Карта сайта' } }),
  pub({ name: 'widgets-edna', path: '/widgets/edna', layout: 'empty', view: EdnaWidgetPage, meta: { title: 'Чат поддержки' } }),
  info('paid-flff', '/paid-flff', 'Оплата', { inSiteMap: false }),

  // requirements §2.2; 'profile', 'profile-edit' and 'profile-sbp' are the names the flows navigate by.
  cabinet('profile', '/lk/Dashboard', 'Личный кабинет', DashboardPage),
  cabinet('esia-instruction', '/lk/Dashboard/EsiaInstruction', 'Подтверждение через Госуслуги', EsiaInstructionPage),
  cabinet('product-offers', '/lk/product-offers', 'Предложения', ProductOffersPage),
  cabinet('identity-confirmation', '/lk/identity-confirmation', 'Подтверждение личности', IdentityPage),
  cabinet('profile-edit', '/lk/profile-edit', 'Профиль', ProfilePage),
  cabinet('profile-edit-type', '/lk/profile-edit/:type', 'Редактирование профиля', ProfileEditPage, { check: profileEditKindCheck }),
  cabinet('scoring-failure', '/lk/scoring-failure', 'Решение по заявке', ScoringFailurePage),
  // Issue 14: the payment screen (requirements §2.2 names no path for it; docs/decisions.md) and the SBP and return pages.
  cabinet('payment', '/lk/payment', 'Оплата займа', PaymentPage),
  cabinet('profile-sbp', '/lk/payment-sbp', 'Оплата через СБП', PaymentPage),
  cabinet('payment-callback-sbc', '/lk/paymentCallback/SBC', 'Результат оплаты', PaymentPage),
  cabinet('payment-callback-tinkoff', '/lk/paymentCallback/Tinkoff', 'Результат оплаты', PaymentPage),
  cabinet('loan', '/lk/loans/:id', 'Заём', LoanPage, { check: loanIdCheck }),
  cabinet('loan-prolongation', '/lk/loans/:id/prolongation', 'Продление займа', ProlongationPage),
  cabinet('agreements', '/lk/agreements', 'Документы', AgreementsPage),
  cabinet('agreement', '/lk/agreements/:id', 'Документ', AgreementPage),
  cabinet('cards', '/lk/cards', 'Банковские карты', CardsPage),
  // Issue 13: a repeat loan (requirements §2.2 names no path for it; docs/decisions.md).
  cabinet('new-loan', '/lk/new-loan', 'Новый заём', NewLoanPage),
  cabinet('messages', '/lk/messages', 'Сообщения', MessagesPage),

  dev('test-prod', '/test/prod', 'Сборка и конфигурация', ProdInfoPage),
  dev('test-icons', '/test/icons', 'Иконки', IconsPage),
  dev('test-modal', '/test/modal', 'Модальные окна', ModalDemoPage),
  dev('test-dadata', '/test/dadata', 'Подсказки адресов', DadataPage),
  dev('test-upload', '/test/upload', 'Загрузка файла', UploadPage),
  dev('guidelines', '/guidelines', 'UI-кит', GuidelinesPage),
  dev('guidelines-icons', '/guidelines/icons', 'Иконки', IconsPage),
  { ...dev('guidelines-machines', '/guidelines/machines', 'Машины состояний', MachinesPage), check: viewerAvailable() },
  dev('guidelines-400', '/guidelines/400', 'Ошибка 400', ErrorRoutePage),
  dev('guidelines-403', '/guidelines/403', 'Ошибка 403', ErrorRoutePage),
  dev('guidelines-404', '/guidelines/404', 'Ошибка 404', ErrorRoutePage),
  dev('guidelines-500', '/guidelines/500', 'Ошибка 500', ErrorRoutePage),
];

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

export function findRoute(path: string): RouteMatch | null {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

export function routeByName(name: string): AppRoute {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}
